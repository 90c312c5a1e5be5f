//! `/tucana help`: how to play, and the rules in short.

use crate::discord::{Context, Error};

/// How to play, in a few lines.
pub const HELP: &str = "\
**How to play:** `/tucana new` opens a game thread; players press Join, the host presses Start. \
Each turn two cards are shown: draw one trail between two spaces of those terrains with `/trail` \
(autocomplete lists your legal trails, best first). `/undo` takes back your trails this turn, \
`/map` shows your sheet. The turn ends when everyone has played or at the deadline.
**Rules in short:** a trail joins two neighbouring spaces of the turn's terrains and must touch \
your network. Connect sights (toucan, ruins, ...) to villages: each round's end scores them. \
Linking the two villages of a letter scores too, and completing a sight type earns bonus trails. \
Most points after the last round wins; bonus points break ties.
**Other commands:** `/tucana join|leave|start|cancel|status|scores|games|settings`.";

/// How to play, and the rules in short.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    ctx.send(poise::CreateReply::default().content(HELP).ephemeral(true))
        .await?;
    Ok(())
}
