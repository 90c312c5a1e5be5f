//! What the league commands share: which league a command is about (and its autocomplete),
//! a league in words. A page of a league's standings, drawn and as text, is
//! `discord::league_table`'s (the outbox posts it too).

use poise::serenity_prelude as serenity;

use crate::app::{duration, GuildId, LeagueInfo};
use crate::discord::{errors, finding, limits, wording, BotData, Context, Error};
use crate::words::{msg, Msg};

/// Autocomplete of a `league` option: the server's leagues.
pub async fn autocomplete_league(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let partial = partial.trim().to_lowercase();
    let leagues = match crate::discord::finding::server(ctx) {
        Some(guild) => ctx
            .data()
            .service
            .leagues_in(guild.into())
            .await
            .unwrap_or_default(),
        None => Vec::new(),
    };
    let choices = leagues
        .into_iter()
        .filter(|(_, name)| name.to_lowercase().contains(&partial))
        .take(25)
        .map(|(_, name)| serenity::AutocompleteChoice::new(limits::truncate(&name, 100), name))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The league a command is about, with its server: the `league` option, or the server's
/// only league.
pub async fn which_league(
    ctx: Context<'_>,
    option: Option<String>,
) -> Result<(GuildId, String), Error> {
    let guild = finding::place_of(ctx)?.guild;
    if let Some(name) = option.filter(|n| !n.trim().is_empty()) {
        return Ok((guild, name));
    }
    let leagues = ctx.data().service.leagues_in(guild).await?;
    match leagues.as_slice() {
        [] => Err(errors::refuse(Msg::new("league-none-here"))),
        [(_, only)] => Ok((guild, only.clone())),
        _ => Err(errors::refuse(Msg::new("league-several-here"))),
    }
}

/// A league in words.
pub fn describe(data: &BotData, lang: &str, info: &LeagueInfo) -> String {
    let game = crate::games::find(&info.game)
        .map(|rules| {
            format!(
                "{} · {}",
                rules.name(),
                wording::described(&data.words, lang, rules, &info.options)
            )
        })
        .unwrap_or_else(|| info.game.to_string());
    let season_end = match info.season.ends {
        Some(end) => msg!("league-info-ends", at = wording::timestamp(end)),
        None => Msg::new("league-info-ends-never"),
    };
    let names = |v: &[crate::app::LeagueMember]| {
        if v.is_empty() {
            data.say(lang, &Msg::new("league-info-nobody"))
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
        msg!(
            "league-info-points-scaled",
            points = by_place.join("/"),
            size = points.reference_size
        )
    } else {
        msg!("league-info-points-flat", points = by_place.join("/"))
    };
    data.say(
        lang,
        &msg!(
            "league-info",
            name = limits::name(&info.name),
            game,
            turns = duration(info.turn_deadline),
            size = info.settings.table_size,
            scheme,
            season = info.season.number.to_string(),
            started = wording::timestamp(info.season.starts),
            season_end,
            counted = info.season_games,
            live = info.live_games,
            rounds = info.rounds,
            organisers = names(&info.organisers),
            members = info.members.len(),
            member_names = names(&info.members)
        ),
    )
}
