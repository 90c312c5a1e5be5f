//! The game's options (island, special bonus, random start, direction, symmetric letters,
//! free pace),
//! declared once for the two commands that offer them: `/tucana new` and `/league create`.
//!
//! A poise command takes one function parameter per slash option, so these six plus a
//! command's own would make long signatures, written out twice. Instead they are the
//! parameters of `declared`, a command that is never registered: [`with_game_options`]
//! splices them into a command's options, and [`read`] reads them back from its invocation.

use poise::SlashArgument;

use crate::discord::{errors, BotData, Context, Error};

/// The id of the game these options are Trails of Tucana's.
pub const TUCANA: &str = "tucana";

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

/// Only its parameters are used (see the module's comment): it is never registered nor run.
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

/// `command` with the game's options inserted before its option `before` (or last).
pub fn with_game_options(
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

/// The game options given to this slash command (defaults for those left out), as
/// Trails of Tucana stores them.
pub async fn read(ctx: Context<'_>) -> Result<String, Error> {
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
    let rules = ctx.data().service.rules(TUCANA)?;
    rules.options(&given).map_err(errors::refuse)
}

/// The options a league of `rules` stores: Trails of Tucana's from this command's own
/// options, then the `key=value` words of `typed` for any game (for Tucana, on top of the
/// command's). Another game's league refuses Tucana's own options, which it would ignore.
pub async fn read_for(
    ctx: Context<'_>,
    rules: &dyn crate::game::Rules,
    typed: Option<&str>,
) -> Result<String, Error> {
    let pairs = super::game::option_pairs(typed.unwrap_or_default())?;
    if rules.id() == TUCANA {
        let mut options = read(ctx).await?;
        for (key, value) in pairs {
            options = rules
                .with_option(&options, key, value)
                .map_err(errors::refuse)?;
        }
        return Ok(options);
    }
    if let poise::Context::Application(app) = ctx {
        if let Some(arg) = app.args.iter().find(|a| NAMES.contains(&a.name)) {
            return Err(errors::refuse(format!(
                "{} is an option of Trails of Tucana; {}'s options go in `options` as key=value words",
                arg.name,
                rules.name()
            )));
        }
    }
    rules.options(&pairs).map_err(errors::refuse)
}

/// Trails of Tucana's options with only the island chosen, as the game stores them.
pub fn on_map(service: &crate::app::Service, map: MapChoice) -> Result<String, Error> {
    let rules = service.rules(TUCANA)?;
    rules
        .options(&[("map", map.value())])
        .map_err(errors::refuse)
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

    /// The options go where asked, in order, between the command's own; last if asked
    /// to go before an option the command does not have.
    #[test]
    fn spliced_before_the_named_option() {
        let names = |c: &poise::Command<BotData, Error>| -> Vec<String> {
            c.parameters.iter().map(|p| p.name.to_string()).collect()
        };
        let own = || {
            let mut own = declared();
            own.parameters.truncate(2);
            own.parameters[0].name = "name".into();
            own.parameters[1].name = "flat_points".into();
            own
        };
        assert_eq!(
            names(&with_game_options(own(), "flat_points")),
            [
                "name",
                "map",
                "special_bonus",
                "random_start",
                "counter_clockwise",
                "symmetric",
                "free_pace",
                "flat_points"
            ]
        );
        assert_eq!(
            names(&with_game_options(own(), "nowhere")),
            [
                "name",
                "flat_points",
                "map",
                "special_bonus",
                "random_start",
                "counter_clockwise",
                "symmetric",
                "free_pace"
            ]
        );
    }
}
