//! `/game games`: your active games at a glance: each game's name, where it stands, whether
//! it waits for you (those first, the soonest deadline first), its deadline and its thread.

use crate::app::Glance;
use crate::discord::{finding, language, limits, reply, wording, Context, Error};
use crate::words::{msg, Catalog, Msg};

/// Your active games: those waiting for you first, with deadlines and links.
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let games = ctx.data().service.glance(&finding::actor(ctx)).await?;
    let (words, lang) = (&ctx.data().words, language::reader(ctx));
    let text = if games.is_empty() {
        words.render_in(lang, &Msg::new("games-none"), &[])
    } else {
        let waiting = games.iter().filter(|g| g.waits_for_you).count();
        let title = words.render_in(lang, &msg!("games-yours", waiting), &[]);
        let lines = games.iter().map(|g| line(words, lang, g));
        // Cut to Discord's limit with a last line saying how many games were left out.
        limits::content(
            &std::iter::once(title)
                .chain(lines)
                .collect::<Vec<_>>()
                .join("\n"),
        )
    };
    reply::private(ctx, text).await
}

/// A game's line: its game's name and id, where it stands, whose turn, when it falls due,
/// and its thread.
fn line(words: &Catalog, lang: &str, g: &Glance) -> String {
    let say = |m: &Msg| words.render_in(lang, m, &[]);
    let info = &g.info;
    let name =
        crate::games::find(&info.settings.game).map_or(info.settings.game.as_str(), |r| r.name());
    let mut parts = vec![
        say(&msg!("games-name", name, game = info.id.as_str())),
        wording::standing(words, lang, info),
    ];
    if g.waits_for_you {
        parts.push(say(&Msg::new("games-your-turn")));
    } else {
        let others = info.waiting_for.iter().map(|p| limits::name(&p.name));
        let n = others.len();
        if n > 0 {
            let names = wording::name_list(words, lang, others, 3);
            parts.push(say(&msg!("games-waiting-for", names, n)));
        }
    }
    if let Some(at) = g.deadline {
        let when = format!("<t:{}:R>", at.div_euclid(1000));
        parts.push(say(&msg!("games-due", when)));
    }
    parts.push(wording::mention(words, lang, info.place));
    parts.join(" · ")
}
