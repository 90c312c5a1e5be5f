//! `/tucana help`: how to play, and the rules in short.

use crate::discord::{reply, Context, Error};

/// How to play, in a few lines.
pub const HELP: &str = "\
**How to play:** `/tucana new` opens a game thread; players press Join, the host presses Start. \
Each turn the bot shows two terrain cards: draw one trail between two neighbouring spaces of \
those terrains with `/trail` (autocomplete lists your legal trails, best first). `/undo` takes \
back your trails this turn, `/map` shows your sheet. The turn ends when everyone has played or \
at the deadline.
**Rules in short:** a trail may go anywhere on your island, never twice on the same segment. \
Connect sights (obelisk, book, toucan, yeti, sea monster) to any village: at each round's end \
you score every sight connected so far. Joining the two villages of a letter scores its pair, \
and the first to do it wins a bonus card. Your 2nd sight of a type (3rd on Isla Grande) earns \
a bonus trail anywhere. Most points after the last round wins; bonus points break ties.
**Computer players:** the host seats bots with the lobby's buttons or `/tucana new bots:2 \
bot_level:strong`; they play at once and never count in leagues. `/hint` shows the best trails \
for this turn, privately, in solo games and where the host allowed `hints` (counted in the \
standings). Each daily has a par: the strong bot's score.
**Free pace:** `/tucana new free_pace:true`: nobody waits; your next cards come privately once \
you finish a turn, and bonus cards go to the earliest turn.
**Alone:** `/tucana solo` plays at your own pace; `/daily play` is today's challenge, the same \
for everyone, then `/daily leaderboard`, `/daily stats`, `/daily share`.
**Leagues:** `/league join`, `/league standings`, `/league info`.
**Other games** (Combi-Nations, La Isla): `/game new game:…` (options as `key=value` words), \
`/game solo game:…`, `/daily play game:…`; `/move` plays your move (autocomplete lists it); \
`/game join|leave|start|cancel|status|scores|games|settings|help` work for every game.
**Other commands:** `/tucana join|leave|start|cancel|status|scores|games|settings|help`, `/pass`.";

/// How to play, and the rules in short.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    reply::private(ctx, HELP).await
}

#[cfg(test)]
mod tests {
    use super::HELP;

    #[test]
    fn the_help_fits_a_message_and_names_every_command() {
        assert!(HELP.chars().count() <= 2000, "{} characters", HELP.len());
        for command in super::super::all() {
            let name = format!("/{}", command.name);
            assert!(HELP.contains(&name), "{name} is not in the help");
            for sub in &command.subcommands {
                let mentioned = HELP.contains(&format!("{name} {}", sub.name))
                    || HELP.contains(&format!("|{}", sub.name))
                    || HELP.contains(&format!("{}|", sub.name));
                // The league's organiser commands are documented in the README.
                if command.name != "league" {
                    assert!(mentioned, "{name} {} is not in the help", sub.name);
                }
            }
        }
    }
}
