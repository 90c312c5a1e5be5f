//! `/league info`: a league's settings, season, organisers and members.

use super::which_league;
use crate::app::{human_duration, LeagueInfo};
use crate::discord::{limits, reply, wording, Context, Error};

/// A league's settings, season, organisers and members.
#[poise::command(slash_command, guild_only)]
pub async fn info(
    ctx: Context<'_>,
    #[description = "The league (default: the server's only league)"]
    #[autocomplete = "super::autocomplete_league"]
    #[max_length = 100]
    league: Option<String>,
) -> Result<(), Error> {
    let (guild, name) = which_league(ctx, league).await?;
    let info = ctx.data().service.league_info(guild, &name).await?;
    reply::private(ctx, describe(&info)).await
}

/// A league in words.
pub fn describe(info: &LeagueInfo) -> String {
    let game = crate::games::find(&info.game)
        .map(|rules| {
            format!(
                "{} · {}",
                rules.name(),
                rules.describe_options(&info.options)
            )
        })
        .unwrap_or_else(|| info.game.to_string());
    let season_end = match info.season.ends {
        Some(end) => format!("ends {}", wording::timestamp(end)),
        None => "ends when an organiser ends it".to_owned(),
    };
    let names = |v: &[crate::app::LeagueMember]| {
        if v.is_empty() {
            "nobody yet".to_owned()
        } else {
            v.iter()
                .map(|m| format!("<@{}>", m.user))
                .collect::<Vec<_>>()
                .join(", ")
        }
    };
    let points = &info.settings.points;
    let by_place: Vec<String> = points.base.iter().map(u32::to_string).collect();
    let scheme = if points.scale_by_table_size {
        format!(
            "{} for 1st, 2nd, ... at a table of {}, scaled for other sizes",
            by_place.join("/"),
            points.reference_size
        )
    } else {
        format!("{} for 1st, 2nd, ... at any table", by_place.join("/"))
    };
    format!(
        "**{}**\nGames: {game}, {} turns, tables of {}\nLeague points: {scheme}\nSeason {} started {}, {season_end}; {} game{} counted so far, {} being played\nRounds drawn: {}\nOrganisers: {}\nMembers ({}): {}",
        limits::name(&info.name),
        human_duration(info.turn_deadline),
        info.settings.table_size,
        info.season.number,
        wording::timestamp(info.season.starts),
        info.season_games,
        if info.season_games == 1 { "" } else { "s" },
        info.live_games,
        info.rounds,
        names(&info.organisers),
        info.members.len(),
        names(&info.members),
    )
}
