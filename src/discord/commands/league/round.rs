//! `/league round`: an organiser splits the members into tables and opens a game per
//! table, each in a thread of its own.

use poise::serenity_prelude as serenity;

use crate::app::Place;
use crate::discord::commands::shared::leagues::which_league;
use crate::discord::commands::shared::opening::NEEDED;
use crate::discord::{errors, finding, limits, reply, threads, web_links, Context, Error};
use crate::words::{msg, Msg};

/// Start a round: the members are split into tables, a game thread opens per table.
#[poise::command(slash_command, guild_only)]
pub async fn round(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::commands::shared::leagues::autocomplete_league"]
    #[max_length = 100]
    league: Option<String>,
    free_pace: Option<bool>,
) -> Result<(), Error> {
    threads::require_permissions(ctx, NEEDED, Some("permissions-for-tables"))?;
    // Where the tables' threads go, checked before the round is drawn and recorded.
    let parent = threads::thread_parent(ctx)?;
    let (_, name) = which_league(ctx, league).await?;
    let place = finding::place_of(ctx)?;
    let data = ctx.data();
    // The tables' posts are the server's, in its language; the reply is the organiser's.
    let lang = data.service.guild_language(place.guild).await?;
    let reader = crate::discord::language::reader(ctx);
    let draw = data
        .service
        .draw_round_paced(&finding::actor(ctx), &name, free_pace)
        .await?;
    let mut lines = Vec::new();
    let mut failed = Vec::new();
    for (i, table) in draw.tables.iter().enumerate() {
        let players = table
            .iter()
            .map(|m| format!("<@{}>", m.user))
            .collect::<Vec<_>>()
            .join(", ");
        let title = data.say(
            lang,
            &msg!(
                "round-table-title",
                league = &draw.league,
                round = draw.number.to_string(),
                table = i + 1
            ),
        );
        let opened = async {
            let thread = parent
                .create_thread(
                    ctx.http(),
                    serenity::CreateThread::new(limits::truncate(&title, 100))
                        .kind(serenity::ChannelType::PublicThread),
                )
                .await?;
            let table_place = Place {
                guild: place.guild,
                channel: thread.id.into(),
            };
            // A table that cannot be opened leaves no empty thread behind.
            let info = match data.service.open_table(draw.round_id, i, table_place).await {
                Ok(info) => info,
                Err(e) => {
                    threads::discard_thread(ctx, table_place).await;
                    return Err(e.into());
                }
            };
            // Those seated: a member who left the league since the draw is not.
            let users: Vec<serenity::UserId> = info
                .players
                .iter()
                .map(|p| serenity::UserId::from(p.player.user))
                .collect();
            let how = data
                .service
                .rules(&info.settings.game)
                .map_or(Msg::new("how-to-move"), |rules| rules.how_to_move());
            let players = users
                .iter()
                .map(|u| format!("<@{u}>"))
                .collect::<Vec<_>>()
                .join(", ");
            thread
                .id
                .send_message(
                    ctx.http(),
                    serenity::CreateMessage::new()
                        .content(data.say(
                            lang,
                            &msg!(
                                "round-table-post",
                                title = limits::name(&title),
                                game = &info.id,
                                players = &players,
                                how
                            ),
                        ))
                        .allowed_mentions(serenity::CreateAllowedMentions::new().users(users)),
                )
                .await?;
            Ok::<_, Error>((thread.id, players))
        }
        .await;
        match opened {
            Ok((thread, seated)) => lines.push(data.say(
                lang,
                &msg!(
                    "round-table-line",
                    table = i + 1,
                    thread = thread.to_string(),
                    seated
                ),
            )),
            Err(e) => {
                tracing::warn!(
                    round = draw.round_id.0,
                    table = i,
                    "cannot open a table: {}",
                    errors::redacted(&e)
                );
                failed.push(data.say(
                    reader,
                    &msg!(
                        "round-table-failed",
                        table = i + 1,
                        players = &players,
                        why = errors::user_message(&data.words, reader, &*e)
                    ),
                ));
            }
        }
    }
    let announcement = format!(
        "{}\n{}",
        data.say(
            lang,
            &msg!(
                "round-announcement",
                league = limits::name(&draw.league),
                round = draw.number.to_string(),
                season = draw.season.to_string(),
                seed = draw.seed.to_string()
            )
        ),
        lines.join("\n")
    );
    if !lines.is_empty() {
        // The season's page, with this round's tables, when the server's pages are on.
        let link = web_links::Page::League(draw.league_id.0, Some(draw.season.0));
        let link = web_links::row(data, lang, Some(place.guild), link).await;
        parent
            .send_message(
                ctx.http(),
                serenity::CreateMessage::new()
                    .content(limits::content(&announcement))
                    .components(link.into_iter().collect())
                    .allowed_mentions(serenity::CreateAllowedMentions::new().empty_users()),
            )
            .await?;
    }
    let mut text = format!(
        "{}\n{}",
        data.say(
            reader,
            &msg!(
                "round-opened",
                round = draw.number.to_string(),
                league = &draw.league,
                tables = lines.len()
            )
        ),
        lines.join("\n")
    );
    for f in failed {
        text.push('\n');
        text.push_str(&f);
    }
    reply::private(ctx, text).await
}
