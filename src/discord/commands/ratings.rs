//! `/game ratings game: [page]`: a server's ratings of a game, best first, a page of
//! [`crate::app::RATINGS_PER_PAGE`] lines (every finished game between people rates its
//! players: `app/game_rating.rs`).

use crate::app::RatingTable;
use crate::discord::commands::shared::choosing::chosen_game;
use crate::discord::{finding, language, limits, reply, Context, Error};
use crate::words::{msg, Catalog, Msg};

/// This server's ratings of a game.
#[poise::command(slash_command, rename = "ratings")]
pub async fn game_ratings(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::commands::shared::choosing::autocomplete_rules"]
    #[max_length = 100]
    game: String,
    #[min = 1]
    #[max = 10000]
    page: Option<u32>,
) -> Result<(), Error> {
    let guild = finding::place_of(ctx)?.guild;
    let data = ctx.data();
    let rules = chosen_game(data.service.games(), &game)?;
    let table = data
        .service
        .rating_table(guild, rules.id(), page.unwrap_or(1))
        .await?;
    let lang = language::reader(ctx);
    reply::private(ctx, text(&data.words, lang, rules.name(), &table)).await
}

/// The reply: a head line and a line per player, within a message's 2000 characters.
pub fn text(words: &Catalog, lang: &str, game: &str, table: &RatingTable) -> String {
    let say = |msg: &Msg| words.render_in(lang, msg, &[]);
    if table.lines.is_empty() {
        return say(&msg!("ratings-none", game));
    }
    let mut out = say(&msg!(
        "ratings-head",
        game,
        players = table.players,
        page = table.page,
        pages = table.pages
    ));
    for line in &table.lines {
        out.push('\n');
        out.push_str(&say(&msg!(
            "ratings-line",
            position = line.position,
            name = limits::name(&line.name),
            rating = format!("{:.1}", line.rating),
            games = line.games,
            wins = line.wins
        )));
    }
    limits::truncate(&out, 2000)
}
