//! `/game`: the commands every game shares (`/game new game:…`, `join`, `leave`, ...).
//!
//! Only `new` is its own: it names the game and takes the game's options as `key=value`
//! words. The others are the very commands of `/tucana`, which know no game (a poise
//! command is made by calling its function, so one function serves both parents).

use poise::serenity_prelude as serenity;

use super::game_solo::game_solo;
use super::new::{open_lobby, turn_hours_deadline, BotLevel, Bots};
use super::{
    cancel::cancel, games::games, help::help, join::join, leave::leave, scores::scores,
    settings::settings, start::start, status::status,
};
use crate::app::GameSettings;
use crate::discord::{errors, limits, Context, Error};
use crate::game::Rules;

/// Every game: create, join and follow games.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "game_new",
        "game_solo",
        "join",
        "leave",
        "start",
        "cancel",
        "status",
        "scores",
        "games",
        "settings",
        "help"
    ),
    subcommand_required
)]
pub async fn game(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
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
            errors::refuse(format!(
                "there is no game “{}” here; pick one from the list: {}",
                limits::echo(typed),
                known.join(", ")
            ))
        })
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
                    errors::refuse(format!(
                        "options are written key=value, separated by spaces \
                         (e.g. `map=grande special_bonus=yes`), not “{}”",
                        limits::echo(word)
                    ))
                })
        })
        .collect()
}

/// The settings of a new game of `rules` from the options of `/game new`.
fn game_settings(
    rules: &dyn Rules,
    options: Option<&str>,
    turn_hours: Option<u32>,
    max_players: Option<u32>,
) -> Result<GameSettings, Error> {
    let pairs = option_pairs(options.unwrap_or_default())?;
    let options = rules.options(&pairs).map_err(errors::refuse)?;
    let most = *rules.seats().end();
    let max_players = match max_players {
        None => most.min(8),
        Some(n) if n as usize > most => {
            return Err(errors::refuse(format!(
                "{} takes at most {most} players, not {n}",
                rules.name()
            )))
        }
        Some(n) => n as usize,
    };
    Ok(GameSettings {
        game: rules.id().into(),
        options,
        turn_deadline: turn_hours_deadline(turn_hours),
        reminder_lead: None,
        max_players,
        hints: false,
    })
}

/// Open a new game of any kind in a thread of this channel.
#[poise::command(slash_command, guild_only, rename = "new")]
// One argument per option of the slash command: that is how poise declares them.
#[allow(clippy::too_many_arguments)]
pub async fn game_new(
    ctx: Context<'_>,
    #[description = "The game to play: pick one from the list"]
    #[autocomplete = "autocomplete_rules"]
    #[max_length = 100]
    game: String,
    #[description = "The game's options as key=value words, e.g. map=grande special_bonus=yes"]
    #[max_length = 100]
    options: Option<String>,
    #[description = "Hours per turn, 1 to 168 (default 24)"]
    #[min = 1]
    #[max = 168]
    turn_hours: Option<u32>,
    #[description = "Most players, 1 to 50 (default 8, or fewer if the game takes fewer)"]
    #[min = 1]
    #[max = 50]
    max_players: Option<u32>,
    #[description = "A game of this league (the league's options apply; members only)"]
    #[autocomplete = "crate::discord::commands::league::autocomplete_league"]
    #[max_length = 100]
    league: Option<String>,
    #[description = "Computer players to seat now, 0 to 7 (the lobby has buttons for more)"]
    #[min = 0]
    #[max = 7]
    bots: Option<u32>,
    #[description = "How well the computer players play (default normal)"] bot_level: Option<
        BotLevel,
    >,
    #[description = "Let players ask for hints with /hint (counted in the standings)"]
    hints: Option<bool>,
) -> Result<(), Error> {
    let data = ctx.data();
    let rules = chosen_game(data.service.games(), &game)?;
    let settings = |_: &crate::app::Service| {
        let mut settings = game_settings(rules, options.as_deref(), turn_hours, max_players)?;
        settings.hints = hints.unwrap_or(false);
        Ok(settings)
    };
    open_lobby(
        ctx,
        "/game new",
        settings,
        league,
        Bots::new(bots, bot_level),
    )
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_key_value_words() {
        let pairs = option_pairs(" map=grande  special_bonus=yes ").unwrap();
        assert_eq!(pairs, [("map", "grande"), ("special_bonus", "yes")]);
        assert!(option_pairs("").unwrap().is_empty());
        for bad in ["grande", "map=", "=grande", "map=grande bonus"] {
            let e = option_pairs(bad).unwrap_err().to_string();
            assert!(e.contains("key=value"), "{bad}: {e}");
        }
    }

    #[test]
    fn a_game_is_chosen_by_id_or_name() {
        let games = crate::games::all();
        assert_eq!(chosen_game(games, "tucana").unwrap().id(), "tucana");
        assert_eq!(
            chosen_game(games, "trails of tucana").unwrap().id(),
            "tucana"
        );
        let e = chosen_game(games, "chess")
            .map(|g| g.id())
            .unwrap_err()
            .to_string();
        assert!(e.contains("chess") && e.contains("`tucana`"), "{e}");
    }
}
