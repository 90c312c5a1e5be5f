//! `/game profile [player]`: a player's record of each game on this server (games, wins,
//! mean and best score, rating) and their ratings' trend as a picture.

use poise::serenity_prelude as serenity;

use crate::app::ProfileGame;
use crate::discord::drawing::draw;
use crate::discord::finding::{self, user_name};
use crate::discord::{language, limits, reply, Context, Error};
use crate::render::{self, RatingTrend, TrendSeries};
use crate::words::{msg, Catalog, Msg};

/// Your record of each game on this server (or another player's), with your ratings' trend.
#[poise::command(slash_command, rename = "profile")]
pub async fn game_profile(ctx: Context<'_>, player: Option<serenity::User>) -> Result<(), Error> {
    let guild = finding::place_of(ctx)?.guild;
    let (user, name): (crate::app::UserId, _) = match &player {
        Some(u) => (u.id.into(), user_name(ctx, u)),
        None => {
            let me = finding::actor(ctx);
            (me.user, me.name)
        }
    };
    let data = ctx.data();
    let record = data.service.player_profile(guild, user).await?;
    let words = std::sync::Arc::clone(&data.words);
    let lang = language::reader(ctx);
    let games: Vec<(String, ProfileGame)> = record
        .into_iter()
        .map(|g| {
            let game = data
                .service
                .rules(&g.kind)
                .map_or_else(|_| g.kind.to_string(), |r| r.name().to_owned());
            (game, g)
        })
        .collect();
    let content = text(&words, lang, &name, &games);
    if games.is_empty() {
        return reply::private(ctx, content).await;
    }
    let trend = picture(&words, lang, &name, &games);
    let png = draw(move || render::rating_trend(&trend)).await?;
    ctx.send(
        reply::private_message(content)
            .attachment(serenity::CreateAttachment::bytes(png, "ratings.png")),
    )
    .await?;
    Ok(())
}

/// The reply's text: a head line and a line per game.
pub fn text(words: &Catalog, lang: &str, name: &str, games: &[(String, ProfileGame)]) -> String {
    let say = |msg: &Msg| words.render_in(lang, msg, &[]);
    let name = limits::name(name);
    if games.is_empty() {
        return say(&msg!("profile-none", name));
    }
    let mut out = say(&msg!("profile-head", name));
    for (game, g) in games {
        out.push('\n');
        out.push_str(&say(&msg!(
            "profile-line",
            game = game.as_str(),
            games = g.games,
            wins = g.wins,
            mean = format!("{:.1}", g.mean_score),
            best = g.best_score,
            rating = format!("{:.1}", g.rating)
        )));
    }
    limits::truncate(&out, 2000)
}

/// The trend picture's data, its words in the reader's language.
pub fn picture(
    words: &Catalog,
    lang: &str,
    name: &str,
    games: &[(String, ProfileGame)],
) -> RatingTrend {
    let say = |msg: &Msg| words.render_in(lang, msg, &[]);
    let rated: u32 = games.iter().map(|(_, g)| g.games).sum();
    RatingTrend {
        title: say(&msg!("profile-picture-title", name)),
        subtitle: say(&msg!("profile-picture-subtitle", rated)),
        series: games
            .iter()
            .map(|(game, g)| TrendSeries {
                label: say(&msg!(
                    "profile-picture-series",
                    game = game.as_str(),
                    rating = format!("{:.1}", g.rating)
                )),
                points: g.trend.clone(),
            })
            .collect(),
        empty: say(&Msg::new("profile-picture-empty")),
        axis: say(&Msg::new("profile-picture-axis")),
    }
}
