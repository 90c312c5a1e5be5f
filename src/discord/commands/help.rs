//! `/game help [game]`: how to play, and each game in short; built from the games the bot
//! hosts. With `game`, that game alone, with its rules in short.

use super::shared::choosing::chosen_game;
use crate::discord::{language, limits, reply, Context, Error};
use crate::game::{Rules, Standard};
use crate::words::{msg, Catalog, Msg};

/// How to play any game: a paragraph each.
const HOW: [&str; 8] = [
    "help-how-play",
    "help-how-bots",
    "help-how-alone",
    "help-how-leagues",
    "help-how-every",
    "lobby-invite-help",
    "help-how-rules",
    "help-how-finished",
];

/// The help: how to play, each game of `games` (how to start it, its rules in short), and
/// the games' own commands, in `words`. It is one message: every game's name, command and
/// own commands always go in; each game's rules in short, in the registry's order, only
/// while they fit (a game whose rules do not fit is named without them).
pub fn text(games: &[&'static dyn Rules], words: &Catalog, lang: &str) -> String {
    let how = HOW
        .iter()
        .map(|key| words.render_in(lang, &Msg::new(*key), &[]))
        .collect::<Vec<_>>()
        .join("\n");
    // Bytes, not characters: never more than Discord's count, and what a test of the
    // message's length measures too. Each game's line follows a line break.
    let count = |s: &str| s.len();
    let mut room = crate::discord::limits::MESSAGE.saturating_sub(
        count(&how)
            + games
                .iter()
                .map(|r| 1 + count(&game_line(*r, words, lang, false)))
                .sum::<usize>(),
    );
    let mut text = how;
    for rules in games {
        let extra = count(&game_line(*rules, words, lang, true))
            - count(&game_line(*rules, words, lang, false));
        let with_rules = extra <= room;
        if with_rules {
            room -= extra;
        }
        text.push('\n');
        text.push_str(&game_line(*rules, words, lang, with_rules));
    }
    text
}

/// A game's name and how to start it, its rules in short if `with_rules`, and its own
/// commands.
fn game_line(rules: &dyn Rules, words: &Catalog, lang: &str, with_rules: bool) -> String {
    let (name, command) = (rules.name(), rules.command("new"));
    let head = match with_rules {
        true => msg!(
            "help-game-rules",
            name,
            command,
            rules = rules.rules_in_short()
        ),
        false => msg!("help-game", name, command),
    };
    let mut line = words.render_in(lang, &head, &[]);
    if let Some(own) = super::aliases::own_help(rules.id()) {
        line.push('\n');
        line.push_str(&words.render_in(lang, &own, &[]));
    }
    line
}

/// One game's help: how to start it, its rules in short, its own commands, how to move and
/// which moves `/undo` takes back (a game's rule, [`Standard::rule_word`]).
pub fn game_text(rules: &dyn Rules, words: &Catalog, lang: &str) -> String {
    let mut text = format!(
        "{}\n{}",
        game_line(rules, words, lang, true),
        words.render_in(lang, &rules.how_to_move(), &[])
    );
    for which in [Standard::TakeBack, Standard::Pass] {
        if let Some(word) = which.rule_word() {
            if rules.standard_move(which).is_some() {
                text.push('\n');
                text.push_str(&words.render_in(lang, &rules.word(word), &[]));
            }
        }
    }
    limits::content(&text)
}

/// How to play, and the rules in short.
#[poise::command(slash_command)]
pub async fn help(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::commands::shared::choosing::autocomplete_rules"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    let data = ctx.data();
    let lang = language::reader(ctx);
    let games = data.service.games();
    let text = match game {
        Some(game) => game_text(chosen_game(games, &game)?, &data.words, lang),
        None => text(games, &data.words, lang),
    };
    reply::private(ctx, text).await
}

#[cfg(test)]
mod tests {
    use super::text;
    use crate::words::Catalog;

    fn words() -> Catalog {
        crate::game::catalog(crate::games::all(), crate::discord::words::SOURCES).unwrap()
    }

    #[test]
    fn the_help_fits_a_message_and_names_every_command() {
        let words = words();
        let help = text(crate::games::all(), &words, "en");
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
        let words = words();
        for game in crate::games::all() {
            let help = super::game_text(*game, &words, "en");
            assert!(
                help.chars().count() <= 2000,
                "{}: {}",
                game.id(),
                help.len()
            );
            assert!(help.starts_with(&format!("**{}**", game.name())), "{help}");
            let undo = game
                .standard_move(crate::game::Standard::TakeBack)
                .map(|_| game.word("undo-rule"));
            for said in [game.rules_in_short(), game.how_to_move()]
                .into_iter()
                .chain(undo)
            {
                let said = words.check("en", &said, &[]).unwrap();
                assert!(said.len() > 20 && help.contains(&said), "{help}");
            }
        }
    }
}
