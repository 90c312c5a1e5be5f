//! `/game help [game]`: how to play, and each game in short; built from the games the bot
//! hosts. With `game`, that game alone, with its rules in short.

use super::shared::choosing::chosen_game;
use crate::discord::{limits, reply, Context, Error};
use crate::game::Rules;

/// How to play any game, in a few lines.
const HOW: &str = "\
**How to play:** `/game new game:…` opens a game thread (options: `key=value` words from the \
list); players press Join, the host Start. `/move` plays your move (autocomplete lists them, \
best first), `/undo` takes it back, `/pass` ends your turn, `/map` shows your sheet.
**Computer players:** the lobby's buttons or `bots:2 bot_level:strong` seat bots; they never \
count in leagues. `/hint` shows the best moves, privately, in solo games and where the host \
allowed `hints`. Each daily has a par: the strong bot's score.
**Alone:** `/game solo game:…`; `/daily play` is today's challenge, the same for everyone, \
then `/daily leaderboard`, `/daily stats`, `/daily share`.
**Leagues:** `/league join`, `/league standings`, `/league info`.
**Every game:** `/game join|leave|start|cancel|status|scores|log|games|settings|help`. \
Your next move, map or status begins with what happened since your last move; `/game log` \
reads the whole game.
**A game's rules in short:** `/game help game:…`.
**Finished games:** `/game replay` shows one step by step (an animated picture), `/game export` gives its replay script for `tucana replay` and `tucana render`.";

/// The help: how to play, each game of `games` (how to start it, its rules in short), and
/// the games' own commands. It is one message: every game's name, command and own commands
/// always go in; each game's rules in short, in the registry's order, only while they fit
/// (a game whose rules do not fit is named without them).
pub fn text(games: &[&'static dyn Rules]) -> String {
    // Bytes, not characters: never more than Discord's count, and what a test of the
    // message's length measures too. Each game's line follows a line break.
    let count = |s: &str| s.len();
    let mut room = crate::discord::limits::MESSAGE.saturating_sub(
        count(HOW)
            + games
                .iter()
                .map(|r| 1 + count(&game_line(*r, false)))
                .sum::<usize>(),
    );
    let mut text = HOW.to_owned();
    for rules in games {
        let extra = rules_of(*rules).map_or(0, |r| count(&r));
        let with_rules = extra > 0 && extra <= room;
        if with_rules {
            room -= extra;
        }
        text.push('\n');
        text.push_str(&game_line(*rules, with_rules));
    }
    text
}

/// A game's rules in short, as its line adds them (`None`: the game gives none).
fn rules_of(rules: &dyn Rules) -> Option<String> {
    let short = rules.rules_in_short();
    (!short.is_empty()).then(|| format!(": {short}"))
}

/// A game's name and how to start it, its rules in short if `with_rules`, and its own
/// commands.
fn game_line(rules: &dyn Rules, with_rules: bool) -> String {
    let mut line = format!("**{}** (`{}`)", rules.name(), rules.command("new"));
    if with_rules {
        line.push_str(&rules_of(rules).unwrap_or_default());
    }
    if let Some(own) = super::aliases::own_help(rules.id()) {
        line.push('\n');
        line.push_str(own);
    }
    line
}

/// One game's help: how to start it, its rules in short, its own commands and how to move.
pub fn game_text(rules: &dyn Rules) -> String {
    let text = format!("{}\n{}", game_line(rules, true), rules.how_to_move());
    limits::content(&text)
}

/// How to play, and the rules in short.
#[poise::command(slash_command)]
pub async fn help(
    ctx: Context<'_>,
    #[description = "A game, for its rules in short: pick one from the list"]
    #[autocomplete = "crate::discord::commands::shared::choosing::autocomplete_rules"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    let games = ctx.data().service.games();
    let text = match game {
        Some(game) => game_text(chosen_game(games, &game)?),
        None => text(games),
    };
    reply::private(ctx, text).await
}

#[cfg(test)]
mod tests {
    use super::text;

    #[test]
    fn the_help_fits_a_message_and_names_every_command() {
        let help = text(crate::games::all());
        assert!(help.chars().count() <= 2000, "{} characters", help.len());
        for command in super::super::all() {
            let name = format!("/{}", command.name);
            assert!(help.contains(&name), "{name} is not in the help");
            for sub in &command.subcommands {
                let mentioned = help.contains(&format!("{name} {}", sub.name))
                    || help.contains(&format!("|{}", sub.name))
                    || help.contains(&format!("{}|", sub.name));
                // The league's organiser commands are documented in the README.
                if command.name != "league" {
                    assert!(mentioned, "{name} {} is not in the help", sub.name);
                }
            }
        }
        for game in crate::games::all() {
            assert!(
                help.contains(game.name()),
                "{} is not in the help",
                game.name()
            );
        }
        assert!(
            help.contains("`/game help game:…`"),
            "how to read a game's rules"
        );
    }

    #[test]
    fn a_games_help_gives_its_rules_in_short_and_fits_a_message() {
        for game in crate::games::all() {
            let help = super::game_text(*game);
            assert!(
                help.chars().count() <= 2000,
                "{}: {}",
                game.id(),
                help.len()
            );
            assert!(help.starts_with(&format!("**{}**", game.name())), "{help}");
            assert!(help.contains(game.rules_in_short()), "{help}");
            assert!(help.contains(game.how_to_move()), "{help}");
        }
    }
}
