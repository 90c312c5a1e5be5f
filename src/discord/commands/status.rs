//! `/game status`: the turn's cards, deadline, and who is still to play.

use super::shared::{away, bank};
use crate::app::{GameStatus, Guess};
use crate::discord::{errors, finding, language, limits, reply, wording, Context, Error};
use crate::words::{msg, Msg};

/// How many of the players still to play the reply names (a game has up to 50).
const STILL_TO_PLAY_NAMES: usize = 20;

/// The game's turn: cards, deadline, who is still to play.
#[poise::command(slash_command)]
pub async fn status(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::finding::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    let game = finding::find_game(ctx, game.as_deref(), Guess::OnlyGame).await?;
    let info = game.info();
    let names = game.view.names();
    let data = ctx.data();
    let lang = language::reader(ctx);
    let mut text = format!(
        "{} · {}\n{}",
        data.say(lang, &msg!("status-game", game = &info.id)),
        wording::summary_shown(&data.words, lang, info),
        wording::options_text(&ctx.data().words, lang, info)
    );
    if info.status == GameStatus::Active && info.free_pace {
        let me = ctx.author().id.into();
        let progress: Vec<String> = info
            .players
            .iter()
            .map(|p| {
                let at = p
                    .progress
                    .as_ref()
                    .map_or_else(String::new, |m| ctx.data().words.render_in(lang, m, &names));
                format!("{} {at}", limits::name(&p.player.name))
            })
            .collect();
        text.push_str(&format!(
            "\n{}\n{}",
            data.say(lang, &Msg::new("status-free-pace")),
            limits::truncate(&progress.join(" · "), 1500)
        ));
        if let Some(deadline) = finding::seat_of(info, me)
            .and_then(|s| info.players.get(s))
            .and_then(|p| p.deadline)
        {
            let at = wording::timestamp(deadline);
            text.push('\n');
            text.push_str(&data.say(lang, &msg!("status-your-deadline", at)));
        }
    } else if info.status == GameStatus::Active {
        let headline = info
            .headline
            .as_ref()
            .map(|h| ctx.data().words.render_in(lang, h, &names))
            .filter(|h| !h.is_empty());
        if let Some(headline) = headline {
            text.push_str(&format!("\n{}", errors::capitalize(&headline)));
        }
        if let Some(deadline) = info.deadline {
            let at = wording::timestamp(deadline);
            text.push('\n');
            text.push_str(&data.say(lang, &msg!("outbox-deadline", at)));
        }
        let waiting = info.waiting_for.iter().map(|p| limits::name(&p.name));
        let who = wording::name_list(&data.words, lang, waiting, STILL_TO_PLAY_NAMES);
        text.push('\n');
        text.push_str(&data.say(lang, &msg!("outbox-still-to-play", who)));
    }
    if info.status == GameStatus::Active {
        if let Some(banks) = bank::banks(data, lang, info) {
            text.push('\n');
            text.push_str(&banks);
        }
    }
    // A player's status begins with what the others did since their last move.
    let me = ctx.author().id.into();
    let text = away::headed(ctx.data(), lang, &game.view, me, None, &text).await;
    reply::private(ctx, text).await
}
