//! `/league standings [season]`: a season's table as a picture and as text, paged with
//! Prev/Next buttons (`league:page:<league>:<season>:<page>`).

use crate::app::SeasonNo;
use poise::serenity_prelude as serenity;

use crate::app::LeagueStandings;
use crate::discord::commands::shared::leagues::which_league;
use crate::discord::component::{self, ComponentId};
use crate::discord::drawing::draw;
use crate::discord::league_table::{picture, text_table};
use crate::discord::{limits, reply, web_links, BotData, Context, Error};
use crate::words::{msg, Catalog, Msg};

/// A season's standings: points, wins, average and best score, ratings.
#[poise::command(slash_command, guild_only)]
pub async fn standings(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::commands::shared::leagues::autocomplete_league"]
    #[max_length = 100]
    league: Option<String>,
    #[min = 1] season: Option<u32>,
) -> Result<(), Error> {
    let (guild, name) = which_league(ctx, league).await?;
    let data = ctx.data();
    let id = data.service.league_id(guild, &name).await?;
    let page = data
        .service
        .league_standings(id, season.map(SeasonNo), 1)
        .await?;
    let words = std::sync::Arc::clone(&ctx.data().words);
    let lang = crate::discord::language::reader(ctx);
    let season = page.season.number.0;
    let link = web_links::Page::League(id.0, Some(season));
    let link = web_links::row(data, lang, Some(guild), link).await;
    let (content, png, mut rows) = draw(move || message(&words, lang, &page)).await?;
    rows.extend(link);
    ctx.send(
        reply::private_message(content)
            .attachment(serenity::CreateAttachment::bytes(png, "standings.png"))
            .components(rows),
    )
    .await?;
    Ok(())
}

/// The reply for a page: text, picture, and the paging buttons.
pub fn message(
    words: &Catalog,
    lang: &str,
    s: &LeagueStandings,
) -> (String, Vec<u8>, Vec<serenity::CreateActionRow>) {
    let say = |msg: &Msg| words.render_in(lang, msg, &[]);
    let title = say(&msg!(
        "standings-title",
        league = &s.league,
        season = s.season.number.to_string()
    ));
    let state = Msg::new(match s.current {
        true => "standings-current",
        false => "standings-final",
    });
    let subtitle = say(&msg!(
        "standings-subtitle",
        state = state.clone(),
        games = s.games,
        page = s.page,
        pages = s.pages
    ));
    let png = picture(title.clone(), subtitle, &s.lines);
    let content = limits::truncate(
        &format!(
            "{}\n{}",
            say(&msg!("standings-head", title, state)),
            text_table(words, lang, &s.lines, s.page, s.pages, s.total)
        ),
        2000,
    );
    let rows = component::pager((words, lang), s.page, 1, s.pages, |page| {
        ComponentId::LeaguePage {
            league: s.league_id.0,
            season: s.season.number,
            page,
        }
    });
    (content, png, rows)
}

/// A click on Prev or Next (acknowledged with a deferred update): page `page` of season
/// `season` of league `league`, drawn in place of the clicked one.
pub async fn handle_button(
    ctx: &serenity::Context,
    data: &BotData,
    component: &serenity::ComponentInteraction,
    league: i64,
    season: SeasonNo,
    page: usize,
) -> Result<(), Error> {
    let league = crate::app::LeagueId(league);
    let lang = crate::discord::language::of_locale(&component.locale);
    let info = data.service.league_info_by_id(league).await;
    let here = crate::discord::finding::component_server(component).map(crate::app::GuildId::from);
    if !matches!(&info, Ok(i) if Some(i.guild) == here) {
        let elsewhere = data.say(lang, &Msg::new("standings-elsewhere"));
        return reply::private_after_click(ctx, component, elsewhere).await;
    }
    let standings = data
        .service
        .league_standings(league, Some(season), page)
        .await?;
    let words = std::sync::Arc::clone(&data.words);
    let (content, png, rows) = draw(move || message(&words, lang, &standings)).await?;
    component
        .edit_response(
            ctx,
            serenity::EditInteractionResponse::new()
                .content(content)
                .clear_attachments()
                .new_attachment(serenity::CreateAttachment::bytes(png, "standings.png"))
                .components(rows),
        )
        .await?;
    Ok(())
}
