//! Time banks and quiet hours through the bot (issue 46): `/settings quiet:` by an admin
//! (refused to a member), `/game new bank_hours:`, and `/game status` showing each
//! player's bank, in use once the turn's deadline has passed.

use std::time::Duration;

use crate::support;
use support::payloads::*;
use support::table::Table;
use tucana::app::GuildId;

fn as_admin(ix: &mut FakeInteraction) {
    ix.payload["member"]["permissions"] =
        serde_json::json!((2_248_473_465_835_073u64 | 0x20).to_string());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_admin_sets_the_servers_quiet_hours_and_a_member_may_not() {
    let t = Table::new().await;
    let quiet = [
        opt("quiet", "23:00-07:00"),
        opt("time_zone", "Europe/Berlin"),
    ];
    let ix = slash_command("settings", None, &quiet, &bob(), CHANNEL_ID, Some(GUILD_ID));
    let refused = t.answer(&ix).await;
    assert!(refused.is_ephemeral());
    let refused = refused.content().unwrap();
    assert!(refused.contains("Manage Server"), "{refused}");
    assert!(t.service.quiet_of(GuildId(GUILD_ID)).is_none());

    let mut ix = slash_command(
        "settings",
        None,
        &quiet,
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    as_admin(&mut ix);
    let set = t.answer(&ix).await.content().unwrap();
    assert!(
        set.contains("Quiet hours: 23:00–07:00 (Europe/Berlin)"),
        "{set}"
    );
    let quiet = t.service.quiet_of(GuildId(GUILD_ID)).expect("set");
    assert_eq!(quiet.zone, "Europe/Berlin");

    // A time zone that is none: told so, nothing changed.
    let bad = [
        opt("quiet", "22:00-06:00"),
        opt("time_zone", "Mars/Olympus"),
    ];
    let mut ix = slash_command("settings", None, &bad, &alice(), CHANNEL_ID, Some(GUILD_ID));
    as_admin(&mut ix);
    let refused = t.answer(&ix).await;
    assert!(refused.is_ephemeral());
    let refused = refused.content().unwrap();
    assert!(refused.contains("not a time zone"), "{refused}");
    assert_eq!(
        t.service.quiet_of(GuildId(GUILD_ID)).unwrap().starts,
        23 * 60
    );

    let mut ix = slash_command(
        "settings",
        None,
        &[opt("quiet", "off")],
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    as_admin(&mut ix);
    let off = t.answer(&ix).await.content().unwrap();
    assert!(off.contains("Quiet hours: off"), "{off}");
    assert!(t.service.quiet_of(GuildId(GUILD_ID)).is_none());
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_with_time_banks_shows_them_in_its_status() {
    let t = Table::new().await;
    let (thread, game) = t.started_in_thread("tucana", &[opt("bank_hours", 5)]).await;
    let info = t.service.game_info(&game).await.unwrap();
    assert_eq!(info.settings.bank, Duration::from_secs(5 * 3600));
    let status = t
        .command("game", Some("status"), &[], &alice(), thread)
        .await
        .content()
        .unwrap();
    assert!(status.contains("time bank 5 hours"), "{status}");
    assert!(
        status.contains("Time banks left:") && status.contains("bob: 5 h 0 min"),
        "{status}"
    );
    assert!(!status.contains("in use"), "{status}");

    // Past the turn's deadline, the banks of those still to play are in use.
    t.clock.advance(Duration::from_secs(24 * 3600));
    t.service.run_due().await;
    assert_eq!(t.service.game_info(&game).await.unwrap().turn, Some(1));
    let status = t
        .command("game", Some("status"), &[], &alice(), thread)
        .await
        .content()
        .unwrap();
    assert!(status.contains("in use, runs out <t:"), "{status}");
    t.finish().await;
}
