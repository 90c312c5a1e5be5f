//! Choosing what a command is about: a game of the registry (`game` options, by id or
//! name), and its options as `key=value` words (autocomplete lists what the game offers,
//! through [`crate::game::Rules::game_options`]).

use poise::serenity_prelude as serenity;

use crate::discord::{errors, language, limits, Context, Error};
use crate::game::Rules;
use crate::words::{self, msg, Catalog, Msg};

/// The string option `name` of this slash command (of the subcommand run) as typed so
/// far: for an autocomplete that depends on another option.
pub fn string_option(ctx: Context<'_>, name: &str) -> Option<String> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    app.args.iter().find_map(|o| match &o.value {
        serenity::ResolvedValue::String(s) if o.name == name => Some((*s).to_owned()),
        _ => None,
    })
}

/// Autocomplete of the `game` option of `/game new`: the games this bot hosts.
pub async fn autocomplete_rules(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let partial = partial.trim().to_lowercase();
    let choices: Vec<_> = ctx
        .data()
        .service
        .games()
        .iter()
        .filter(|g| g.id().contains(&partial) || g.name().to_lowercase().contains(&partial))
        .take(25)
        .map(|g| serenity::AutocompleteChoice::new(limits::truncate(g.name(), 100), g.id()))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The hosted game named by `typed` (its id, or its name), or a refusal naming the games.
pub fn chosen_game(games: &[&'static dyn Rules], typed: &str) -> Result<&'static dyn Rules, Error> {
    let typed = typed.trim();
    games
        .iter()
        .copied()
        .find(|g| g.id() == typed || g.name().eq_ignore_ascii_case(typed))
        .ok_or_else(|| {
            let known: Vec<String> = games.iter().map(|g| format!("`{}`", g.id())).collect();
            errors::refuse(msg!(
                "choosing-no-such-game",
                typed = limits::echo(typed),
                known = words::list(known)
            ))
        })
}

/// The game a `game` option names, or the registry's first (the default of a new game and
/// a league) when it names none.
pub fn game_or_first(
    games: &[&'static dyn Rules],
    typed: Option<&str>,
) -> Result<&'static dyn Rules, Error> {
    match typed.map(str::trim).filter(|t| !t.is_empty()) {
        Some(typed) => chosen_game(games, typed),
        None => games
            .first()
            .copied()
            .ok_or_else(|| errors::refuse(Msg::new("choosing-no-game-hosted"))),
    }
}

/// `key=value` words ("map=grande special_bonus=yes") as pairs, or a refusal showing how
/// options are written.
pub fn option_pairs(typed: &str) -> Result<Vec<(&str, &str)>, Error> {
    typed
        .split_whitespace()
        .map(|word| {
            word.split_once('=')
                .filter(|(key, value)| !key.is_empty() && !value.is_empty())
                .ok_or_else(|| {
                    errors::refuse(msg!(
                        "choosing-options-written",
                        example = example(),
                        typed = limits::echo(word)
                    ))
                })
        })
        .collect()
}

/// The options of a game of `rules` as stored, from the `options` words typed (none: the
/// game's defaults).
pub fn typed_options(rules: &dyn Rules, typed: Option<&str>) -> Result<String, Error> {
    let pairs = option_pairs(typed.unwrap_or_default())?;
    rules
        .options(&pairs)
        .map_err(|refused| Error::from(crate::app::AppError::Said(refused)))
}

/// Two options of the registry's first game that has some, as words (for the refusal of
/// badly written options).
fn example() -> String {
    let options = crate::games::all()
        .iter()
        .map(|g| g.game_options())
        .find(|o| !o.is_empty())
        .unwrap_or_default();
    options
        .iter()
        .take(2)
        .filter_map(|o| {
            o.choices
                .last()
                .map(|(value, _)| format!("{}={value}", o.key))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The `options` words that may follow `typed`, for the game `rules`: the complete words
/// kept, then each option not yet given with each of its values, those matching the word
/// being typed first, each labelled in `words`' language. At most 25, as Discord shows.
pub fn option_choices(
    words: &Catalog,
    lang: &str,
    rules: &dyn Rules,
    typed: &str,
) -> Vec<(String, String)> {
    let (done, last) = match typed.rfind(' ') {
        Some(at) => (typed[..at].trim(), typed[at + 1..].trim()),
        None => ("", typed.trim()),
    };
    let given: Vec<&str> = done
        .split_whitespace()
        .filter_map(|w| w.split_once('=').map(|(k, _)| k))
        .collect();
    let last = last.to_lowercase();
    let mut choices = Vec::new();
    for option in rules.game_options() {
        if given.contains(&option.key) {
            continue;
        }
        for (value, name) in &option.choices {
            let word = format!("{}={value}", option.key);
            if !word.to_lowercase().starts_with(&last) {
                continue;
            }
            let typed = if done.is_empty() {
                word
            } else {
                format!("{done} {word}")
            };
            let label = format!(
                "{typed} · {}: {}",
                words.render_in(lang, &option.description, &[]),
                words.render_in(lang, name, &[])
            );
            if typed.chars().count() <= 100 {
                choices.push((limits::truncate(&label, 100), typed));
            }
        }
    }
    choices.truncate(25);
    choices
}

/// Autocomplete of an `options` option: the options of the game of the `game` option (the
/// registry's first if none is named yet).
pub async fn autocomplete_options(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let game = string_option(ctx, "game");
    let choices = match game_or_first(ctx.data().service.games(), game.as_deref()) {
        Ok(rules) => option_choices(&ctx.data().words, language::reader(ctx), rules, partial)
            .into_iter()
            .map(|(label, words)| serenity::AutocompleteChoice::new(label, words))
            .collect(),
        Err(_) => Vec::new(),
    };
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_key_value_words() {
        let pairs = option_pairs(" a=b  c=d ").unwrap();
        assert_eq!(pairs, [("a", "b"), ("c", "d")]);
        assert!(option_pairs("").unwrap().is_empty());
        for bad in ["grande", "a=", "=b", "a=b bonus"] {
            let e = option_pairs(bad).unwrap_err().to_string();
            assert!(e.contains("key=value"), "{bad}: {e}");
        }
    }

    #[test]
    fn a_game_is_chosen_by_id_or_name() {
        let games = crate::games::all();
        for game in games {
            assert_eq!(chosen_game(games, game.id()).unwrap().id(), game.id());
            let name = game.name().to_uppercase();
            assert_eq!(chosen_game(games, &name).unwrap().id(), game.id());
        }
        assert_eq!(game_or_first(games, None).unwrap().id(), games[0].id());
        assert_eq!(game_or_first(games, Some(" ")).unwrap().id(), games[0].id());
        let e = chosen_game(games, "chess")
            .map(|g| g.id())
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("chess") && e.contains(&format!("`{}`", games[0].id())),
            "{e}"
        );
    }

    /// Every option value a game offers is one its options read: what the autocomplete
    /// proposes is accepted.
    #[test]
    fn the_offered_options_are_accepted() {
        for game in crate::games::all() {
            for option in game.game_options() {
                assert!(!option.choices.is_empty(), "{} {}", game.id(), option.key);
                for (value, _) in &option.choices {
                    let pair = [(option.key, value.as_str())];
                    assert!(game.options(&pair).is_ok(), "{} {pair:?}", game.id());
                }
            }
            // The first value is the default: choosing it stores what choosing nothing does.
            let defaults: Vec<(&str, String)> = game
                .game_options()
                .iter()
                .map(|o| (o.key, o.choices[0].0.clone()))
                .collect();
            let pairs: Vec<(&str, &str)> = defaults.iter().map(|(k, v)| (*k, v.as_str())).collect();
            assert_eq!(game.options(&pairs), game.options(&[]), "{}", game.id());
        }
    }

    /// The autocomplete keeps the words typed, offers the options not given yet, and
    /// narrows them by the word being typed.
    #[test]
    fn option_words_complete_what_is_typed() {
        let game = crate::games::all()
            .iter()
            .copied()
            .find(|g| g.game_options().len() >= 2)
            .expect("a game with two options");
        let options = game.game_options();
        let (first, second) = (&options[0], &options[1]);
        let words = crate::game::catalog(crate::games::all(), crate::discord::words::SOURCES)
            .expect("the catalog");
        let all = option_choices(&words, "en", game, "");
        let count: usize = options.iter().map(|o| o.choices.len()).sum();
        assert_eq!(all.len(), count.min(25));
        let chosen = format!("{}={}", first.key, first.choices[0].0);
        let next = option_choices(
            &words,
            "en",
            game,
            &format!("{chosen} {}", &second.key[..2]),
        );
        assert!(!next.is_empty());
        let description = words.render(&second.description, &[]);
        for (label, typed) in &next {
            assert!(
                typed.starts_with(&format!("{chosen} {}=", second.key)),
                "{typed}"
            );
            assert!(label.contains(&description), "{label}");
        }
        assert!(option_choices(&words, "en", game, "nothing-like-it").is_empty());
    }
}
