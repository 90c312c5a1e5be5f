//! `/league create`: a new league on this server.

use crate::app::league::{LeagueSettings, PointsScheme};
use crate::app::LeagueSpec;
use crate::discord::commands::shared::choosing::{game_or_first, typed_options};
use crate::discord::{finding, limits, reply, Context, Error};
use crate::words::msg;

/// Create a league on this server (you become its organiser).
#[poise::command(slash_command, guild_only)]
// One argument per option of the slash command: that is how poise declares them.
#[allow(clippy::too_many_arguments)]
pub async fn create(
    ctx: Context<'_>,
    #[max_length = 40] name: String,
    #[min = 2]
    #[max = 50]
    table_size: Option<u32>,
    #[min = 1]
    #[max = 366]
    season_days: Option<u32>,
    #[min = 1]
    #[max = 168]
    turn_hours: Option<u32>,
    flat_points: Option<bool>,
    #[autocomplete = "crate::discord::commands::shared::choosing::autocomplete_rules"]
    #[max_length = 100]
    game: Option<String>,
    #[autocomplete = "crate::discord::commands::shared::choosing::autocomplete_options"]
    #[max_length = 100]
    options: Option<String>,
) -> Result<(), Error> {
    let place = finding::place_of(ctx)?;
    let service = &ctx.data().service;
    let rules = game_or_first(service.games(), game.as_deref())?;
    let spec = LeagueSpec {
        name,
        game: rules.id().into(),
        options: typed_options(rules, options.as_deref())?,
        turn_deadline: std::time::Duration::from_secs(u64::from(turn_hours.unwrap_or(24)) * 3600),
        season_length: season_days
            .map(|d| std::time::Duration::from_secs(u64::from(d) * 24 * 3600)),
        settings: LeagueSettings {
            table_size: table_size.unwrap_or(4) as usize,
            points: PointsScheme {
                scale_by_table_size: !flat_points.unwrap_or(false),
                ..PointsScheme::default()
            },
            ..LeagueSettings::default()
        },
    };
    let info = ctx
        .data()
        .service
        .create_league(&finding::actor(ctx), place.channel, spec)
        .await?;
    let lang = crate::discord::language::reader(ctx);
    reply::private(
        ctx,
        format!(
            "{}\n{}",
            ctx.data().say(
                lang,
                &msg!("league-created", league = limits::name(&info.name))
            ),
            crate::discord::commands::shared::leagues::describe(ctx.data(), lang, &info)
        ),
    )
    .await
}
