//! The games' own commands: `/tucana` and `/trail`, Trails of Tucana's since it was the only
//! game, kept with their words and options for its players. They are thin aliases: `/tucana
//! new` and `/tucana solo` open the game through the paths of `/game new` and `/game solo`,
//! `/trail` plays through `/move`'s, and the other `/tucana` commands are `/game`'s very
//! commands. This is the one file of the adapter that names a game or its options.

use poise::serenity_prelude as serenity;
use poise::{ChoiceParameter as _, SlashArgument};

use super::shared::choosing::chosen_game;
use super::shared::moving::{autocomplete_moves, play_typed, Words};
use super::shared::opening::{new_game, open_solo, BotLevel, Bots, NewGame};
use super::{
    cancel::cancel, games::games, help::help, join::join, leave::leave, scores::scores,
    settings::settings, start::start, status::status,
};
use crate::discord::{errors, finding, reply, wording, BotData, Context, Error};
use crate::game::Rules;

// The id of the game these commands are Trails of Tucana's (declared once, in its folder).
use crate::games::tucana::play::ID as TUCANA;

/// What the help says of the own commands of the game `id`, if it has some (the help names
/// every command).
pub fn own_help(id: &str) -> Option<&'static str> {
    (id == TUCANA).then_some(HELP)
}

/// What the help says of Trails of Tucana's own commands.
const HELP: &str = "**Its own commands:** \
`/tucana new|join|leave|start|cancel|status|scores|games|solo|settings|help`, `/trail`; \
`/tucana new map:Isla Grande free_pace:true` takes its options by name.";

/// Trails of Tucana: create, join and follow games.
#[poise::command(
    slash_command,
    subcommands(
        "new_command",
        "join",
        "leave",
        "start",
        "cancel",
        "status",
        "scores",
        "games",
        "solo",
        "settings",
        "help"
    ),
    subcommand_required
)]
pub async fn tucana(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The game these commands play.
fn rules(ctx: Context<'_>) -> Result<&'static dyn Rules, Error> {
    chosen_game(ctx.data().service.games(), TUCANA)
}

/// The island to play.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum MapChoice {
    #[name = "Isla Petit"]
    Petit,
    #[name = "Isla Grande"]
    Grande,
}

impl MapChoice {
    /// The option value Trails of Tucana reads.
    pub fn value(self) -> &'static str {
        match self {
            MapChoice::Petit => "petit",
            MapChoice::Grande => "grande",
        }
    }
}

/// The options' names, in the order Discord shows them; [`read`] finds them by these.
const NAMES: [&str; 6] = [
    "map",
    "special_bonus",
    "random_start",
    "counter_clockwise",
    "symmetric",
    "free_pace",
];

// A poise command takes one function parameter per slash option, so these six and `new`'s
// own would make a long signature: they are the parameters of this command, never
// registered nor run, spliced into `new`'s by `new_command` and read back from its
// invocation by `read`.
/// Trails of Tucana's options as `/tucana new` offers them.
#[poise::command(slash_command)]
async fn declared(
    _ctx: Context<'_>,
    #[description = "The island (default Isla Petit)"] map: Option<MapChoice>,
    #[description = "Play with the special bonus cards (red)"] special_bonus: Option<bool>,
    #[description = "Draw the starting village"] random_start: Option<bool>,
    #[description = "Pass the start counter-clockwise"] counter_clockwise: Option<bool>,
    #[description = "Everyone writes the letters as the host does"] symmetric: Option<bool>,
    #[description = "Everyone plays the same cards at their own pace, nobody waits"]
    free_pace: Option<bool>,
) -> Result<(), Error> {
    let _ = (
        map,
        special_bonus,
        random_start,
        counter_clockwise,
        symmetric,
        free_pace,
    );
    Ok(())
}

/// `command` with Trails of Tucana's options inserted before its option `before` (or last).
fn with_options(
    mut command: poise::Command<BotData, Error>,
    before: &str,
) -> poise::Command<BotData, Error> {
    let at = command
        .parameters
        .iter()
        .position(|p| p.name == before)
        .unwrap_or(command.parameters.len());
    command.parameters.splice(at..at, declared().parameters);
    command
}

/// `/tucana new` as registered: the game's options first, then `/game new`'s.
fn new_command() -> poise::Command<BotData, Error> {
    with_options(tucana_new(), "turn_hours")
}

/// The options given to `/tucana new` (defaults for those left out), as `key=value` pairs
/// of the game's.
async fn read(ctx: Context<'_>) -> Result<Vec<(&'static str, &'static str)>, Error> {
    let [map, special_bonus, random_start, counter_clockwise, symmetric, free_pace] = NAMES;
    let map: Option<MapChoice> = option(ctx, map).await?;
    let yes = |b: bool| if b { "yes" } else { "no" };
    let direction = if flag(ctx, counter_clockwise).await? {
        "counter-clockwise"
    } else {
        "clockwise"
    };
    let mut given = vec![
        ("map", map.unwrap_or(MapChoice::Petit).value()),
        ("special_bonus", yes(flag(ctx, special_bonus).await?)),
        ("random_start", yes(flag(ctx, random_start).await?)),
        ("direction", direction),
        ("symmetric", yes(flag(ctx, symmetric).await?)),
    ];
    // Left out when not chosen, so that the stored options of a game played together are
    // what they always were.
    if flag(ctx, free_pace).await? {
        given.push(("pace", "free"));
    }
    Ok(given)
}

/// The yes/no option `name` of this slash command (no if left out).
async fn flag(ctx: Context<'_>, name: &str) -> Result<bool, Error> {
    Ok(option(ctx, name).await?.unwrap_or(false))
}

/// The option `name` of this slash command, if given; read as poise reads a parameter.
async fn option<T: SlashArgument>(ctx: Context<'_>, name: &str) -> Result<Option<T>, Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(None);
    };
    match app.args.iter().find(|arg| arg.name == name) {
        None => Ok(None),
        Some(arg) => Ok(Some(
            T::extract(ctx.serenity_context(), app.interaction, &arg.value).await?,
        )),
    }
}

/// Open a new game in a thread of this channel.
#[poise::command(slash_command, rename = "new")]
async fn tucana_new(
    ctx: Context<'_>,
    #[description = "Hours per turn, 1 to 168 (default 24)"]
    #[min = 1]
    #[max = 168]
    turn_hours: Option<u32>,
    #[description = "Most players, 1 to 50 (default 8)"]
    #[min = 1]
    #[max = 50]
    max_players: Option<u32>,
    #[description = "A game of this league (the league's options apply; members only)"]
    #[autocomplete = "crate::discord::commands::shared::leagues::autocomplete_league"]
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
    let rules = rules(ctx)?;
    let options = rules.options(&read(ctx).await?).map_err(errors::refuse);
    let new = NewGame {
        turn_hours,
        max_players,
        league,
        bots: Bots::new(bots, bot_level),
        hints,
    };
    new_game(ctx, "/tucana new", rules, move || options, new).await
}

/// Play alone, at your own pace, in a private thread.
#[poise::command(slash_command)]
async fn solo(
    ctx: Context<'_>,
    #[description = "The island (default: Isla Petit)"] map: Option<MapChoice>,
) -> Result<(), Error> {
    let rules = rules(ctx)?;
    let map = map.unwrap_or(MapChoice::Petit);
    let options = rules
        .options(&[("map", map.value())])
        .map_err(errors::refuse)?;
    let island = map.name();
    let title = format!("Solo · {} · {island}", finding::actor(ctx).name);
    let (info, place) = open_solo(ctx, rules, options, &title).await?;
    reply::private(
        ctx,
        format!(
            "Your solo game `{}` on {island} is ready in {}: the cards are there, draw with `/trail`. \
             The next cards come as soon as you have played.",
            info.id,
            wording::mention(place)
        ),
    )
    .await
}

/// The legal trails of the user (Trails of Tucana's trails are written `C3-D4`).
async fn autocomplete_trail(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    autocomplete_moves(ctx, partial, |l| l.text.contains('-')).await
}

/// `/trail`'s words.
const TRAIL: Words = Words {
    empty: "name a trail, e.g. C3-D4: pick one from the list",
    picture: "sheet.png",
};

/// Draw a trail (pick one from the list).
#[poise::command(slash_command)]
pub async fn trail(
    ctx: Context<'_>,
    #[description = "The trail, e.g. C3-D4: pick one from the list"]
    #[autocomplete = "autocomplete_trail"]
    #[max_length = 100]
    trail: String,
    #[description = "The game (outside its thread)"]
    #[autocomplete = "crate::discord::finding::autocomplete_game"]
    #[max_length = 100]
    game: Option<String>,
) -> Result<(), Error> {
    play_typed(ctx, &trail, game.as_deref(), &TRAIL).await
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `read` looks the options up by the names `declared` registers them under.
    #[test]
    fn read_finds_the_declared_names() {
        let declared: Vec<String> = declared()
            .parameters
            .iter()
            .map(|p| p.name.to_string())
            .collect();
        assert_eq!(declared, NAMES);
    }

    /// The options go where asked, in order, before `new`'s own.
    #[test]
    fn spliced_before_the_named_option() {
        let names: Vec<String> = new_command()
            .parameters
            .iter()
            .map(|p| p.name.to_string())
            .collect();
        let mut want: Vec<String> = NAMES.iter().map(|n| (*n).to_owned()).collect();
        want.extend(
            [
                "turn_hours",
                "max_players",
                "league",
                "bots",
                "bot_level",
                "hints",
            ]
            .map(String::from),
        );
        assert_eq!(names, want);
    }

    /// Every choice of the island is one the game reads.
    #[test]
    fn the_islands_are_the_game_s() {
        let rules = crate::games::find(&TUCANA.into()).expect("Trails of Tucana is hosted");
        for map in [MapChoice::Petit, MapChoice::Grande] {
            assert!(rules.options(&[("map", map.value())]).is_ok(), "{map:?}");
        }
    }
}
