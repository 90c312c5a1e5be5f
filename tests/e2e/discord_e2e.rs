//! End-to-end tests of the Discord adapter: the real serenity + poise client
//! against the fake Discord of `tests/support/`.

use crate::support;

use std::time::Duration;
use tucana::app::{ChannelId, GuildId, UserId};

use futures::{SinkExt, StreamExt};
use serde_json::{json, Value};
use serenity::all::{
    CommandDataOptionValue, CommandInteraction, ComponentInteractionDataKind, Event, GatewayEvent,
    Interaction as SerenityInteraction,
};
use support::*;
use tokio_tungstenite::tungstenite::Message;

/// A 1x1 teal PNG.
const PNG: &[u8] = &[
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
    0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xd0, 0xeb, 0x0e, 0xff,
    0x0f, 0x00, 0x04, 0x0b, 0x02, 0x10, 0x3f, 0xcd, 0xae, 0x4f, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
    0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
];

/// GUILD_MEMBERS, GUILD_PRESENCES and MESSAGE_CONTENT.
const PRIVILEGED_INTENTS: u64 = (1 << 1) | (1 << 8) | (1 << 15);

fn command(ix: &FakeInteraction) -> CommandInteraction {
    match ix.parse() {
        SerenityInteraction::Command(c) | SerenityInteraction::Autocomplete(c) => c,
        other => panic!("not a command interaction: {other:?}"),
    }
}

#[test]
fn payload_builders_parse_as_serenity_interactions() {
    // A guild slash command with every option kind.
    let ix = slash_command(
        "game",
        Some("start"),
        &[
            opt("map", "A"),
            opt("players", 3),
            opt("public", true),
            opt("speed", 1.5),
            opt("rival", &bob()),
            support::Opt {
                name: "where".into(),
                value: OptValue::Channel(OTHER_CHANNEL_ID),
            },
        ],
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    let SerenityInteraction::Command(c) = ix.parse() else {
        panic!("not a command")
    };
    assert_eq!(c.id.get(), ix.id);
    assert_eq!(c.token, ix.token);
    assert_eq!(c.application_id.get(), APPLICATION_ID);
    assert_eq!(c.user.id.get(), alice().id, "user comes from member");
    assert_eq!(c.member.as_ref().unwrap().guild_id.get(), GUILD_ID);
    assert_eq!(c.guild_id.unwrap().get(), GUILD_ID);
    assert_eq!(c.channel_id.get(), CHANNEL_ID);
    assert_eq!(c.data.name, "game");
    assert_eq!(c.data.options.len(), 1);
    assert_eq!(c.data.options[0].name, "start");
    let CommandDataOptionValue::SubCommand(options) = &c.data.options[0].value else {
        panic!("not a subcommand: {:?}", c.data.options[0].value)
    };
    let values: Vec<_> = options
        .iter()
        .map(|o| (o.name.as_str(), o.value.clone()))
        .collect();
    assert_eq!(
        values,
        [
            ("map", CommandDataOptionValue::String("A".into())),
            ("players", CommandDataOptionValue::Integer(3)),
            ("public", CommandDataOptionValue::Boolean(true)),
            ("speed", CommandDataOptionValue::Number(1.5)),
            ("rival", CommandDataOptionValue::User(bob().id.into())),
            (
                "where",
                CommandDataOptionValue::Channel(OTHER_CHANNEL_ID.into())
            ),
        ]
    );
    assert_eq!(c.data.resolved.users[&bob().id.into()].name, "bob");
    assert!(c.data.resolved.members.contains_key(&bob().id.into()));

    // A subcommand group.
    let ix = slash_command(
        "admin",
        Some("game end"),
        &[],
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    let c = command(&ix);
    let CommandDataOptionValue::SubCommandGroup(subs) = &c.data.options[0].value else {
        panic!("not a group")
    };
    assert_eq!(
        (c.data.options[0].name.as_str(), subs[0].name.as_str()),
        ("game", "end")
    );

    // In a DM: `user` instead of `member`.
    let ix = slash_command("ping", None, &[], &carol(), CHANNEL_ID, None);
    let c = command(&ix);
    assert_eq!(c.user.id.get(), carol().id);
    assert!(c.member.is_none() && c.guild_id.is_none());

    // Autocomplete: the focused option is found the way poise looks for it.
    let ix = autocomplete(
        "echo",
        None,
        &[opt("text", "he"), opt("count", 2)],
        "text",
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    let SerenityInteraction::Autocomplete(c) = ix.parse() else {
        panic!("not an autocomplete")
    };
    let focused = c.data.autocomplete().expect("a focused option");
    assert_eq!((focused.name, focused.value), ("text", "he"));

    // A button on a message the bot sent.
    let message = payloads::message_json(
        snowflake(),
        CHANNEL_ID,
        Some(GUILD_ID),
        &payloads::bot_user_json(),
        &json!({
            "content": "hello",
            "components": [{ "type": 1, "components": [
                { "type": 2, "style": 1, "label": "Again", "custom_id": "echo:again" }
            ]}]
        }),
    );
    let ix = button("echo:again", &message, &bob(), CHANNEL_ID, Some(GUILD_ID));
    let SerenityInteraction::Component(b) = ix.parse() else {
        panic!("not a component")
    };
    assert_eq!(b.data.custom_id, "echo:again");
    assert!(matches!(b.data.kind, ComponentInteractionDataKind::Button));
    assert_eq!(b.user.id.get(), bob().id);
    assert_eq!(b.message.content, "hello");
    assert_eq!(b.message.components.len(), 1);

    // A string select.
    let ix = select("pick", &["a", "b"], &message, &alice(), CHANNEL_ID, None);
    let SerenityInteraction::Component(s) = ix.parse() else {
        panic!("not a component")
    };
    let ComponentInteractionDataKind::StringSelect { values } = &s.data.kind else {
        panic!("not a string select")
    };
    assert_eq!(values, &["a", "b"]);
}

/// Reads the next text frame as JSON.
async fn next_json<S>(ws: &mut S) -> Value
where
    S: StreamExt<Item = Result<Message, tokio_tungstenite::tungstenite::Error>> + Unpin,
{
    loop {
        let frame = tokio::time::timeout(DEFAULT_TIMEOUT, ws.next())
            .await
            .expect("a gateway frame in time")
            .expect("the connection is open")
            .expect("a valid frame");
        if let Message::Text(text) = frame {
            return serde_json::from_str(&text).expect("JSON");
        }
    }
}

#[tokio::test]
async fn fake_gateway_speaks_the_protocol() {
    let fake = FakeDiscord::start().await;
    let url = format!("{}?v=10", fake.gateway_url());
    let (mut ws, _) = tokio_tungstenite::connect_async(url)
        .await
        .expect("connect");

    let hello = next_json(&mut ws).await;
    assert!(matches!(
        serde_json::from_value::<GatewayEvent>(hello.clone()).unwrap(),
        GatewayEvent::Hello(41_250)
    ));

    ws.send(Message::Text(json!({ "op": 1, "d": null }).to_string()))
        .await
        .unwrap();
    assert_eq!(next_json(&mut ws).await["op"], 11);

    let identify = json!({ "op": 2, "d": {
        "token": format!("Bot {BOT_TOKEN}"), "intents": 1,
        "properties": { "os": "linux", "browser": "test", "device": "test" }
    }});
    ws.send(Message::Text(identify.to_string())).await.unwrap();
    let ready = next_json(&mut ws).await;
    let GatewayEvent::Dispatch(1, Event::Ready(ready)) = serde_json::from_value(ready.clone())
        .unwrap_or_else(|e| panic!("READY does not parse: {e}\n{ready:#}"))
    else {
        panic!("not READY: {ready}")
    };
    assert_eq!(ready.ready.application.id.get(), APPLICATION_ID);
    assert_eq!(ready.ready.user.id.get(), BOT_USER_ID);
    assert_eq!(fake.wait_for_identify().await["intents"], 1);

    let ix = slash_command("ping", None, &[], &alice(), CHANNEL_ID, Some(GUILD_ID));
    fake.dispatch_interaction(&ix);
    let frame = next_json(&mut ws).await;
    let event: GatewayEvent = serde_json::from_value(frame).expect("INTERACTION_CREATE parses");
    let GatewayEvent::Dispatch(2, Event::InteractionCreate(create)) = event else {
        panic!("not INTERACTION_CREATE #2: {event:?}")
    };
    assert_eq!(create.interaction.id().get(), ix.id);

    // Resuming is refused: op 9, not resumable.
    ws.send(Message::Text(
        json!({ "op": 6, "d": { "token": BOT_TOKEN, "session_id": "x", "seq": 2 } }).to_string(),
    ))
    .await
    .unwrap();
    assert_eq!(
        next_json(&mut ws).await,
        json!({ "op": 9, "t": null, "s": null, "d": false })
    );
    fake.assert_no_problems();
}

#[tokio::test]
async fn fake_rejects_what_discord_rejects() {
    let fake = FakeDiscord::start().await;
    let http = reqwest::Client::builder().no_proxy().build().unwrap();
    let api = format!("{}/api/v10", fake.api_base());

    let response = http.get(format!("{api}/nope")).send().await.unwrap();
    assert_eq!(response.status(), 404);
    let response = http.delete(format!("{api}/gateway")).send().await.unwrap();
    assert_eq!(response.status(), 405);
    let unknown: Vec<String> = fake
        .unknown_routes()
        .iter()
        .map(|r| r.route().to_owned())
        .collect();
    assert_eq!(unknown, ["/nope", "/gateway"]);

    // A callback to an interaction that was never dispatched.
    let response = http
        .post(format!("{api}/interactions/1/token/callback"))
        .header("content-type", "application/json")
        .body(json!({ "type": 4, "data": { "content": "hi" } }).to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 404);
    let body: Value = serde_json::from_str(&response.text().await.unwrap()).unwrap();
    assert_eq!(body["code"], 10062);
    // An acknowledgement past Discord's 3 s.
    let ix = slash_command("ping", None, &[], &alice(), CHANNEL_ID, Some(GUILD_ID));
    fake.track_interaction(&ix);
    fake.age_interaction(&ix, Duration::from_secs(4));
    let response = http
        .post(format!("{api}{}", ix.callback_route()))
        .header("content-type", "application/json")
        .body(json!({ "type": 5 }).to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 404);
    let problems = fake.problems();
    assert_eq!(problems.len(), 4, "{problems:?}");
    assert!(problems[3].contains("past Discord's 3 s"), "{problems:?}");
    let recorded = fake.wait_for(|r| r.route().ends_with("/callback")).await;
    assert_eq!(recorded.content().as_deref(), Some("hi"));
    assert_eq!(recorded.response.as_ref().unwrap()["code"], 10062);
}

/// serenity's own HTTP client parses every answer of the fake, and the fake
/// keeps messages, attachments and threads as Discord does.
#[tokio::test]
async fn fake_rest_answers_serenity_http() {
    use serenity::all::{
        Channel, ChannelId, ChannelType, CreateAttachment, CreateInteractionResponse,
        CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
        CreateThread, EditAttachments, EditInteractionResponse, EditMessage, HttpBuilder,
    };

    let fake = FakeDiscord::start().await;
    let http = HttpBuilder::new(BOT_TOKEN)
        .proxy(fake.api_base())
        .ratelimiter_disabled(true)
        .client(reqwest::Client::builder().no_proxy().build().unwrap())
        .application_id(APPLICATION_ID.into())
        .build();
    let channel = ChannelId::new(CHANNEL_ID);

    assert_eq!(http.get_gateway().await.unwrap().url, fake.gateway_url());

    // A message with a file, edited, then a thread from it and one without.
    let sent = channel
        .send_message(
            &http,
            CreateMessage::new()
                .content("board")
                .add_file(CreateAttachment::bytes(PNG, "board.png")),
        )
        .await
        .unwrap();
    assert_eq!(sent.content, "board");
    assert_eq!(sent.author.id.get(), BOT_USER_ID);
    assert_eq!(sent.attachments[0].filename, "board.png");
    assert_eq!(sent.attachments[0].width, Some(1));
    let post = fake.channel_posts(CHANNEL_ID, 1).await.remove(0);
    assert!(post.attachments()[0].is_png());

    let edited = channel
        .edit_message(
            &http,
            sent.id,
            EditMessage::new().content("board, turn 2").attachments(
                EditAttachments::keep_all(&sent).add(CreateAttachment::bytes(PNG, "turn2.png")),
            ),
        )
        .await
        .unwrap();
    assert_eq!(edited.content, "board, turn 2");
    assert!(edited.edited_timestamp.is_some());
    let names: Vec<_> = edited
        .attachments
        .iter()
        .map(|a| a.filename.as_str())
        .collect();
    assert_eq!(names, ["board.png", "turn2.png"]);
    assert_eq!(
        fake.message(sent.id.get()).unwrap()["content"],
        "board, turn 2"
    );

    let from_message = channel
        .create_thread_from_message(&http, sent.id, CreateThread::new("Game #1"))
        .await
        .unwrap();
    assert_eq!(
        from_message.id.get(),
        sent.id.get(),
        "a message thread has the message's id"
    );
    assert_eq!(from_message.kind, ChannelType::PublicThread);
    assert_eq!(from_message.parent_id, Some(channel));
    let thread = channel
        .create_thread(
            &http,
            CreateThread::new("Game #2").kind(ChannelType::PublicThread),
        )
        .await
        .unwrap();
    assert_eq!(thread.kind, ChannelType::PublicThread);
    assert_eq!(thread.parent_id, Some(channel));
    assert_eq!(thread.guild_id.get(), GUILD_ID);
    let Channel::Guild(fetched) = thread.id.to_channel(&http).await.unwrap() else {
        panic!("not a guild channel")
    };
    assert_eq!((fetched.id, fetched.name.as_str()), (thread.id, "Game #2"));
    let Channel::Guild(text) = channel.to_channel(&http).await.unwrap() else {
        panic!("not a guild channel")
    };
    assert_eq!(text.kind, ChannelType::Text);
    thread.id.say(&http, "your turn").await.unwrap();
    assert_eq!(fake.messages_in(thread.id.get())[0]["content"], "your turn");
    assert_eq!(fake.threads().len(), 2);

    // An interaction: deferral, edit of the original, followup and its edit.
    let ix = slash_command(
        "game",
        Some("start"),
        &[],
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    fake.track_interaction(&ix);
    let command = command(&ix);
    let followup_first = command
        .create_followup(
            &http,
            CreateInteractionResponseFollowup::new().content("too early"),
        )
        .await;
    assert!(
        followup_first.is_err(),
        "no followup before the initial response"
    );
    command
        .create_response(
            &http,
            CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new()),
        )
        .await
        .unwrap();
    assert_eq!(
        command
            .get_response(&http)
            .await
            .unwrap()
            .flags
            .unwrap()
            .bits()
            & 128,
        128
    );
    let original = command
        .edit_response(
            &http,
            EditInteractionResponse::new()
                .content("started")
                .new_attachment(CreateAttachment::bytes(PNG, "map.png")),
        )
        .await
        .unwrap();
    assert_eq!(original.content, "started");
    assert_eq!(original.attachments[0].filename, "map.png");
    assert!(fake.original_edit(&ix).await.attachments()[0].is_png());
    let followup = command
        .create_followup(
            &http,
            CreateInteractionResponseFollowup::new()
                .content("hi")
                .ephemeral(true),
        )
        .await
        .unwrap();
    let edited = command
        .edit_followup(
            &http,
            followup.id,
            CreateInteractionResponseFollowup::new().content("hi!"),
        )
        .await
        .unwrap();
    assert_eq!(edited.content, "hi!");
    let again = command
        .create_response(&http, CreateInteractionResponse::Acknowledge)
        .await;
    assert!(again.is_err(), "a second acknowledgement is refused");

    // A button on the original, updating that message.
    let click = button(
        "x:y",
        &fake.original_message(&ix),
        &bob(),
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    fake.track_interaction(&click);
    let SerenityInteraction::Component(component) = click.parse() else {
        panic!("not a component")
    };
    component
        .create_response(
            &http,
            CreateInteractionResponse::UpdateMessage(
                CreateInteractionResponseMessage::new().content("updated"),
            ),
        )
        .await
        .unwrap();
    assert_eq!(
        fake.message(original.id.get()).unwrap()["content"],
        "updated"
    );

    command.delete_response(&http).await.unwrap();
    assert!(fake.message(original.id.get()).is_none());

    // The two refusals above are the only problems.
    let problems = fake.problems();
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert!(
        problems[0].contains("before its initial response"),
        "{problems:?}"
    );
    assert!(problems[1].contains("acknowledged twice"), "{problems:?}");
    fake.assert_no_unknown_routes();
}

// ----- The game through Discord -------------------------------------------

use tucana::app::GameStatus;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_a_whole_game() {
    let mut t = Table::new().await;

    // Identified with no privileged intent.
    let identify = t.fake.wait_for_identify().await;
    let intents = identify["intents"].as_u64().expect("intents");
    assert_eq!(
        intents & PRIVILEGED_INTENTS,
        0,
        "privileged intents: {intents:#b}"
    );

    let (thread, game) = open_game(&t).await;

    // The first turn post: cards picture, round and turn, deadline, who is to play, My map.
    let first = wait_post(&t.fake, thread, "**Round 1, turn 1**").await;
    assert!(first.attachments()[0].is_png());
    let text = first.content().unwrap();
    assert!(
        text.contains("Deadline: <t:") && text.contains(&format!("<@{}>", bob().id)),
        "{text}"
    );
    assert_eq!(first.custom_ids(), [format!("turn:map:{game}")]);

    // My map, from the turn post.
    let map = t
        .click(
            &format!("turn:map:{game}"),
            first.response.as_ref().unwrap(),
            &bob(),
            thread,
        )
        .await;
    assert!(map.is_ephemeral() && map.attachments()[0].is_png());

    let mut turns = 0;
    let mut deadline_passed = false;
    let mut restarted = false;
    loop {
        let view = t.service.view(&game).await.unwrap();
        if view.info.status == GameStatus::Finished {
            break;
        }
        let (round, turn) = (view.info.round.unwrap(), view.info.turn.unwrap());
        turns += 1;
        wait_post(&t.fake, thread, &format!("**Round {round}, turn {turn}**")).await;
        if (round, turn) == (1, 2) && !deadline_passed {
            // Alice plays; Bob is reminded, then times out.
            t.play_turn(&game, &alice(), thread).await;
            let deadline = view.info.deadline.unwrap();
            let lead = view.info.settings.reminder().as_millis() as i64;
            t.clock.set(deadline - lead + 1);
            t.service.run_due().await;
            let reminder = wait_post(&t.fake, thread, "Reminder").await;
            let text = reminder.content().unwrap();
            assert!(text.contains(&format!("<@{}>", bob().id)), "{text}");
            assert!(!text.contains(&format!("<@{}>", alice().id)), "{text}");
            t.clock.set(deadline + 1);
            t.service.run_due().await;
            let late = wait_post(&t.fake, thread, "Time is up").await;
            assert!(late.content().unwrap().contains("bob"));
            deadline_passed = true;
            continue;
        }
        if (round, turn) == (1, 5) && !restarted {
            drain(&t.service).await;
            t.restart().await;
            restarted = true;
        }
        for user in [alice(), bob()] {
            t.play_turn(&game, &user, thread).await;
        }
    }
    assert!(deadline_passed && restarted);

    // The end: standings picture and the winner(s).
    let end = wait_post(&t.fake, thread, "The game is over").await;
    assert!(end.attachments()[0].is_png());
    assert!(end.content().unwrap().contains("Winner"));
    let rounds = posts_with(&t.fake, thread, "is over.**");
    assert!(!rounds.is_empty() && rounds.iter().all(|r| r.attachments()[0].is_png()));
    // One post per turn, each with its cards picture.
    let turn_posts: Vec<_> = posts_with(&t.fake, thread, "**Round ")
        .into_iter()
        .filter(|r| r.content().unwrap().contains(", turn "))
        .collect();
    assert_eq!(turn_posts.len(), turns);
    assert!(turn_posts
        .iter()
        .all(|r| r.attachments().len() == 1 && r.attachments()[0].is_png()));
    // Turn posts are edited as players finish, not reposted, even after the
    // restart (the bot finds its turn post in the outbox's receipts).
    let reposts = posts_with(&t.fake, thread, "has played.");
    assert!(reposts.is_empty(), "{reposts:#?}");
    assert!(!t
        .fake
        .requests_matching(
            |r| r.method == "PATCH" && r.path.contains(&format!("/channels/{thread}/messages/"))
        )
        .is_empty());

    // The database log: every trail is stored, the game is finished.
    let row = t.service.store().find_game(&game).await.unwrap().unwrap();
    assert_eq!(row.status, GameStatus::Finished);
    let stored = t.service.store().load_game(row.id).await.unwrap().unwrap();
    assert!(stored
        .moves
        .iter()
        .any(|m| m.user == Some(UserId(alice().id))));
    assert!(stored
        .moves
        .iter()
        .any(|m| m.user == Some(UserId(bob().id))));
    drain(&t.service).await;

    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn errors_are_short_friendly_and_private() {
    let mut t = Table::new().await;

    // Missing permissions are named.
    let mut ix = slash_command(
        "game",
        Some("new"),
        &[opt("game", "tucana")],
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    // Everything but Attach Files.
    ix.payload["app_permissions"] = json!((2_248_473_465_835_073u64 & !(1u64 << 15)).to_string());
    let reply = t.answer(&ix).await;
    let text = reply.content().unwrap();
    assert!(
        text.contains("Attach Files") && !text.contains("Embed Links"),
        "{text}"
    );
    assert!(t.fake.threads().is_empty());

    // Before the game starts.
    let reply = t.tucana("new", &alice(), CHANNEL_ID).await;
    assert!(reply.content().unwrap().contains("is open in"));
    let thread = t.fake.threads()[0]["id"]
        .as_str()
        .unwrap()
        .parse::<u64>()
        .unwrap();
    let reply = t.command("map", None, &[], &alice(), thread).await;
    assert_eq!(
        reply.content().as_deref(),
        Some("This game has not started")
    );
    let reply = t.tucana("new", &alice(), thread).await;
    assert!(reply.content().unwrap().contains("already a game's thread"));
    let reply = t.command("game", Some("join"), &[], &bob(), thread).await;
    assert!(reply.content().unwrap().contains("You joined"));
    let reply = t.command("game", Some("start"), &[], &bob(), thread).await;
    assert!(
        reply.content().unwrap().starts_with("Only the host"),
        "{reply:?}"
    );
    let reply = t
        .command("game", Some("start"), &[], &alice(), thread)
        .await;
    assert!(reply.content().unwrap().contains("started with 2 players"));
    let game = t.game_in(thread).await;

    // A non-player can do nothing in the game, and sees no trails.
    let reply = t
        .command("trail", None, &[opt("trail", "c3-d4")], &carol(), thread)
        .await;
    assert_eq!(reply.content().as_deref(), Some("You are not in this game"));
    assert!(t.trail_choices("", &carol(), thread).await.is_empty());
    let reply = t.command("undo", None, &[], &carol(), thread).await;
    assert_eq!(reply.content().as_deref(), Some("You are not in this game"));

    // Garbage and illegal trails.
    let reply = t
        .command(
            "trail",
            None,
            &[opt("trail", "garbage!!")],
            &alice(),
            thread,
        )
        .await;
    let text = reply.content().unwrap();
    assert!(
        !text.is_empty() && text.len() < 200 && !text.contains("Something went wrong"),
        "{text}"
    );
    let choices = t.trail_choices("", &alice(), thread).await;
    let legal = choices[0].1.clone();
    let reply = t
        .command(
            "trail",
            None,
            &[opt("trail", legal.as_str())],
            &alice(),
            thread,
        )
        .await;
    assert!(reply.content().unwrap().starts_with("You drew"));
    let again = t
        .command(
            "trail",
            None,
            &[opt("trail", legal.as_str())],
            &alice(),
            thread,
        )
        .await;
    let text = again.content().unwrap();
    assert!(
        !text.starts_with("You drew") && !text.contains("Something went wrong"),
        "{text}"
    );
    // Autocomplete filters by what is typed.
    let typed = &legal[..2];
    let filtered = t.trail_choices(typed, &bob(), thread).await;
    assert!(filtered
        .iter()
        .all(|(name, _)| name.to_lowercase().contains(&typed.to_lowercase())));

    // Elsewhere, the `game` option picks the game; carol is still no player.
    let reply = t
        .command(
            "trail",
            None,
            &[opt("trail", "c3-d4"), opt("game", game.as_str())],
            &carol(),
            OTHER_CHANNEL_ID,
        )
        .await;
    assert_eq!(reply.content().as_deref(), Some("You are not in this game"));
    let reply = t
        .command(
            "game",
            Some("status"),
            &[opt("game", "nope9")],
            &carol(),
            OTHER_CHANNEL_ID,
        )
        .await;
    assert_eq!(reply.content().as_deref(), Some("No game with id nope9"));
    let reply = t
        .command("game", Some("status"), &[], &bob(), OTHER_CHANNEL_ID)
        .await;
    let text = reply.content().unwrap();
    assert!(
        text.contains("The cards: **")
            && text.contains("Deadline: <t:")
            && text.contains("Still to play:")
            && text.contains("bob"),
        "{text}"
    );
    let reply = t
        .command("game", Some("games"), &[], &bob(), OTHER_CHANNEL_ID)
        .await;
    // Each game with its game's name and its thread, as a mention Discord makes a link of.
    let listed = reply.content().unwrap();
    assert!(listed.contains(&format!("<#{thread}>")), "{listed}");
    assert!(listed.contains("**Trails of Tucana**"), "{listed}");

    // Undo, map of another player, settings, help, scores.
    let reply = t.command("undo", None, &[], &alice(), thread).await;
    assert!(reply.content().unwrap().starts_with("Undone") && reply.attachments()[0].is_png());
    let reply = t
        .command("map", None, &[opt("player", &bob())], &alice(), thread)
        .await;
    assert!(reply.attachments()[0].is_png());
    let reply = t
        .command(
            "game",
            Some("settings"),
            &[opt("reminders", false)],
            &bob(),
            thread,
        )
        .await;
    assert_eq!(
        reply.content().as_deref(),
        Some(
            "Reminders: off · Vacation: off · Turn DMs: off\n\
             Language of your direct messages: English\n\
             Your player page is not public (your name shows on the pages, linking nowhere)."
        )
    );
    let reply = t.command("game", Some("help"), &[], &bob(), thread).await;
    assert!(reply.content().unwrap().contains("/trail") && reply.content().unwrap().len() <= 2000);
    // One game's help: its rules in short; an unknown game is refused.
    let la_isla = [opt("game", "la-isla")];
    let reply = t
        .command("game", Some("help"), &la_isla, &bob(), thread)
        .await;
    let body = reply.content().unwrap();
    assert!(
        body.starts_with("**La Isla**") && body.len() <= 2000,
        "{body}"
    );
    let nothing = [opt("game", "chess")];
    let reply = t
        .command("game", Some("help"), &nothing, &bob(), thread)
        .await;
    assert!(reply.is_ephemeral(), "{reply:?}");
    let reply = t.command("game", Some("scores"), &[], &bob(), thread).await;
    assert!(reply.attachments()[0].is_png());

    // A restart in the middle of the game: everything still answers.
    drain(&t.service).await;
    t.restart().await;
    let reply = t
        .command("game", Some("status"), &[], &alice(), thread)
        .await;
    assert!(
        reply.content().unwrap().contains("round 1, turn 1"),
        "{reply:?}"
    );

    // Cancel: not by a non-host member; by the host.
    let reply = t.command("game", Some("cancel"), &[], &bob(), thread).await;
    assert!(
        reply.content().unwrap().starts_with("Only the host"),
        "{reply:?}"
    );
    let reply = t
        .command("game", Some("cancel"), &[], &alice(), thread)
        .await;
    assert!(reply.content().unwrap().contains("cancelled"));
    wait_post(&t.fake, thread, "cancelled the game").await;

    t.finish().await;
}

/// Checks Discord's limits on a command definition, recursively.
fn check_limits(def: &Value, path: &str) {
    let name = def["name"].as_str().unwrap();
    assert!(
        !name.is_empty()
            && name.len() <= 32
            && name
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-'),
        "{path}{name}: bad name"
    );
    let description = def["description"].as_str().unwrap_or_default();
    assert!(
        (1..=100).contains(&description.chars().count()),
        "{path}{name}: description {description:?}"
    );
    if let Some(options) = def["options"].as_array() {
        assert!(options.len() <= 25, "{path}{name}: too many options");
        for o in options {
            check_limits(o, &format!("{path}{name} "));
        }
    }
    // A string option takes at most `limits::OPTION` characters (Discord refuses more
    // in the client), so no command handles pages of typed text.
    // `/game new invite:` takes mentions, about 22 characters each, for a table of up to 50.
    if def["type"] == 3 {
        let most = def["max_length"].as_u64();
        let limit = match name {
            "invite" => tucana::discord::limits::INVITE_OPTION,
            _ => tucana::discord::limits::OPTION,
        };
        assert!(
            most.is_some_and(|m| m <= u64::from(limit)),
            "{path}{name}: a string option without max_length"
        );
    }
    if let Some(choices) = def["choices"].as_array() {
        assert!(choices.len() <= 25, "{path}{name}: too many choices");
        for c in choices {
            assert!((1..=100).contains(&c["name"].as_str().unwrap().chars().count()));
            let choice = format!("{path}{name} choice {}", c["name"]);
            for text in localizations(c, "name_localizations", &choice) {
                assert!(
                    (1..=100).contains(&text.chars().count()),
                    "{choice}: {text:?}"
                );
            }
        }
    }
    let here = format!("{path}{name}");
    for text in localizations(def, "name_localizations", &here) {
        assert!(
            (1..=32).contains(&text.chars().count())
                && text
                    .chars()
                    .all(|c| c == '-' || c == '_' || c.is_numeric() || c.is_lowercase()),
            "{here}: bad localized name {text:?}"
        );
    }
    for text in localizations(def, "description_localizations", &here) {
        assert!(
            (1..=100).contains(&text.chars().count()),
            "{here}: localized description {text:?}"
        );
    }
    // Discord refuses two options (or subcommands) of one name in a language.
    if let Some(options) = def["options"].as_array() {
        for lang in LOCALES {
            let mut seen = std::collections::HashSet::new();
            for o in options {
                let localized = o["name_localizations"][lang].as_str().unwrap();
                assert!(
                    seen.insert(localized),
                    "{here}: two options named {localized:?} in {lang}"
                );
            }
        }
    }
}

/// The locales every command, option and choice is localized for: the bot's languages but
/// English, and Latin America's Spanish (served Spain's).
const LOCALES: &[&str] = &["de", "es-ES", "es-419", "fr", "it", "nl", "pt-BR"];

/// A definition's localizations (`field`), which must give each of [`LOCALES`] and no other.
fn localizations<'a>(def: &'a Value, field: &str, what: &str) -> Vec<&'a str> {
    let map = def[field]
        .as_object()
        .unwrap_or_else(|| panic!("{what}: no {field}"));
    let mut locales: Vec<&str> = map.keys().map(String::as_str).collect();
    locales.sort_unstable();
    let mut want = LOCALES.to_vec();
    want.sort_unstable();
    assert_eq!(locales, want, "{what}: {field}");
    map.values().map(|v| v.as_str().unwrap()).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn registered_commands_match_the_snapshot() {
    let mut t = Table::new().await;
    let registered = t
        .fake
        .registered_commands(Some(GUILD_ID))
        .expect("registered");
    let names: Vec<_> = registered
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(
        names,
        ["game", "trail", "move", "undo", "pass", "map", "hint", "league", "daily", "settings"]
    );
    for def in registered.as_array().unwrap() {
        check_limits(def, "/");
    }
    let snapshot_path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots/commands.json");
    let pretty = serde_json::to_string_pretty(&registered).unwrap() + "\n";
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() || !snapshot_path.exists() {
        std::fs::create_dir_all(snapshot_path.parent().unwrap()).unwrap();
        std::fs::write(&snapshot_path, &pretty).unwrap();
    }
    let expected = std::fs::read_to_string(&snapshot_path).unwrap();
    assert_eq!(
        pretty, expected,
        "the commands changed: rerun with UPDATE_SNAPSHOTS=1 and review the diff"
    );
    t.bot.take().unwrap().shutdown().await.unwrap();
}

/// Trails of Tucana's options, given to `/game new` as `key=value` words,
/// reach the game, and the command's own options after them still count; `/league create`
/// takes the game's options as `key=value` words.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn game_options_reach_the_game_and_the_league() {
    use tucana::games::tucana::{Direction, MapId, Options};
    let t = Table::new().await;
    let (_, game, _) = t
        .open_lobby(&[
            opt(
                "options",
                "map=grande special_bonus=yes direction=counter-clockwise",
            ),
            opt("turn_hours", 6),
            opt("max_players", 3),
        ])
        .await;
    let settings = t.service.game_info(&game).await.unwrap().settings;
    let want = Options {
        map: MapId::Grande,
        special_bonus: true,
        random_start: false,
        direction: Direction::CounterClockwise,
        symmetric: false,
        ..Options::default()
    };
    assert_eq!(settings.game, "tucana");
    assert_eq!(settings.options, serde_json::to_string(&want).unwrap());
    assert_eq!(settings.turn_deadline, Duration::from_secs(6 * 3600));
    assert_eq!(settings.max_players, 3);

    let created = t
        .command(
            "league",
            Some("create"),
            &[
                opt("name", "Options League"),
                opt("turn_hours", 12),
                opt("options", "random_start=yes symmetric=yes"),
                opt("flat_points", true),
            ],
            &alice(),
            CHANNEL_ID,
        )
        .await;
    assert!(
        created.content().unwrap_or_default().contains("is open"),
        "{created:?}"
    );
    let league = t
        .service
        .league_info(GuildId(GUILD_ID), "Options League")
        .await
        .unwrap();
    let want = Options {
        map: MapId::Petit,
        special_bonus: false,
        random_start: true,
        direction: Direction::Clockwise,
        symmetric: true,
        ..Options::default()
    };
    assert_eq!(league.game, "tucana");
    assert_eq!(league.options, serde_json::to_string(&want).unwrap());
    assert_eq!(league.turn_deadline, Duration::from_secs(12 * 3600));
    assert!(!league.settings.points.scale_by_table_size);
    t.finish().await;
}

/// Discord refusing a post for a while (a server error, then rate limited)
/// delays it: the outbox retries with a growing wait and the post arrives
/// exactly once, in order, and the event is then marked delivered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_outbox_retries_until_discord_accepts() {
    let mut t = Table::new().await;
    let (thread, game) = open_game(&t).await;
    wait_post(&t.fake, thread, "**Round 1, turn 1**").await;
    drain(&t.service).await;

    let route = format!("/channels/{thread}/messages");
    t.fake.fail_next("POST", &route, &[500, 429], 0.2);
    for user in [alice(), bob()] {
        t.play_turn(&game, &user, thread).await;
    }
    let next = "**Round 1, turn 2**";
    let is_post = |r: &RecordedRequest| r.method == "POST" && r.path.ends_with(&route);
    t.fake
        .wait_for(|r| {
            is_post(r) && r.status == 200 && r.content().is_some_and(|c| c.contains(next))
        })
        .await;
    drain(&t.service).await;

    let attempts: Vec<_> = t
        .fake
        .requests_matching(|r| is_post(r) && r.seq > 0)
        .into_iter()
        .filter(|r| r.status != 200 || r.content().is_some_and(|c| c.contains(next)))
        .collect();
    let statuses: Vec<u16> = attempts.iter().map(|r| r.status).collect();
    assert_eq!(statuses, [500, 429, 200], "{attempts:#?}");
    assert_eq!(
        posts_with(&t.fake, thread, next)
            .iter()
            .filter(|r| r.status == 200)
            .count(),
        1
    );
    for pair in attempts.windows(2) {
        let waited = pair[1].at - pair[0].at;
        assert!(
            waited >= Duration::from_millis(200),
            "retried after {waited:?}"
        );
    }

    t.bot.take().unwrap().shutdown().await.unwrap();
    t.fake.assert_no_unknown_routes();
}

// ----- Sharding -------------------------------------------------------------

/// A server on shard 0 of 2 ([`GUILD_ID`] is on shard 1): `(id >> 22) % 2`.
const SHARD0_GUILD: u64 = GUILD_ID + (1 << 22);
/// A text channel of [`SHARD0_GUILD`].
const SHARD0_CHANNEL: u64 = CHANNEL_ID + (1 << 22);

fn guild_shard(guild: u64, total: u64) -> u64 {
    shard_of(
        "INTERACTION_CREATE",
        &json!({ "guild_id": guild.to_string() }),
        total,
    )
}

/// In `channel` of `guild`, through slash commands and buttons: alice opens a game,
/// bob joins, alice starts; once the first turn is posted, alice draws a trail.
/// Returns the game's thread.
async fn first_trail_in(t: &Table, guild: u64, channel: u64) -> u64 {
    let new = slash_command(
        "game",
        Some("new"),
        &[opt("game", "tucana"), opt("turn_hours", 24)],
        &alice(),
        channel,
        Some(guild),
    );
    let reply = t.answer(&new).await;
    let thread = t
        .fake
        .threads()
        .iter()
        .filter(|c| c["parent_id"].as_str() == Some(channel.to_string().as_str()))
        .filter_map(|c| c["id"].as_str()?.parse::<u64>().ok())
        .next_back()
        .expect("a thread for the game");
    let place = tucana::app::Place {
        guild: GuildId(guild),
        channel: ChannelId(thread),
    };
    let game = t.service.games_in(place).await.unwrap()[0].id.clone();
    assert!(reply.content().unwrap().contains(&game));

    let lobby = t.fake.channel_posts(thread, 1).await.remove(0);
    let lobby_message = lobby.response.clone().unwrap();
    for (user, action) in [(bob(), "join"), (alice(), "start")] {
        let click = button(
            &format!("lobby:{action}:{game}"),
            &lobby_message,
            &user,
            thread,
            Some(guild),
        );
        t.fake.dispatch_interaction(&click);
        t.fake.callback(&click).await;
    }
    let first = wait_post(&t.fake, thread, "**Round 1, turn 1**").await;
    assert!(first.attachments()[0].is_png());

    let typed = autocomplete(
        "trail",
        None,
        &[opt("trail", "")],
        "trail",
        &alice(),
        thread,
        Some(guild),
    );
    t.fake.dispatch_interaction(&typed);
    let choices = t.fake.callback(&typed).await.expect_json()["data"]["choices"].clone();
    let best = choices[0]["value"]
        .as_str()
        .expect("a legal trail")
        .to_owned();
    let trail = slash_command(
        "trail",
        None,
        &[opt("trail", best.as_str())],
        &alice(),
        thread,
        Some(guild),
    );
    let drawn = t.answer(&trail).await;
    assert!(
        drawn.content().unwrap().starts_with("You drew"),
        "{drawn:?}"
    );
    thread
}

/// `SHARDS=2`: two gateway connections, each server's interactions arrive on its own
/// shard and are answered, and the outbox posts to both servers' games.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_shards_carry_a_game_each() {
    // Discord would recommend one shard; SHARDS wins, without asking.
    let t = Table::sharded(1, Some(2)).await;
    t.fake.add_text_channel(SHARD0_CHANNEL, SHARD0_GUILD);
    assert!(t
        .fake
        .requests_matching(|r| r.is("GET", "/gateway/bot"))
        .is_empty());
    let mut shards = t.fake.connected_shards();
    shards.sort();
    assert_eq!(shards, [[0, 2], [1, 2]]);
    let ready = t.bot.as_ref().unwrap().wait_ready(DEFAULT_TIMEOUT).await;
    assert_eq!(ready.unwrap().shards, 2);
    assert_eq!(
        (guild_shard(SHARD0_GUILD, 2), guild_shard(GUILD_ID, 2)),
        (0, 1)
    );

    let shard0_thread = first_trail_in(&t, SHARD0_GUILD, SHARD0_CHANNEL).await;
    let shard1_thread = first_trail_in(&t, GUILD_ID, CHANNEL_ID).await;
    assert_ne!(shard0_thread, shard1_thread);

    // new, join, start, autocomplete, trail: each on its server's shard only.
    for shard in [[0, 2], [1, 2]] {
        let events = t.fake.dispatched_on(shard);
        let interactions = events.iter().filter(|e| *e == "INTERACTION_CREATE");
        assert_eq!(interactions.count(), 5, "shard {shard:?}: {events:?}");
    }
    // The outbox posted each game's lobby and first turn in its own thread.
    for thread in [shard0_thread, shard1_thread] {
        assert_eq!(posts_with(&t.fake, thread, "**Round 1, turn 1**").len(), 1);
    }

    drain(&t.service).await;
    t.finish().await;
}

/// Without `SHARDS`, the bot asks `GET /gateway/bot` and connects as many shards as it
/// recommends, each answering its servers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn by_default_the_bot_runs_the_recommended_shards() {
    let t = Table::sharded(2, None).await;
    assert_eq!(
        t.fake
            .requests_matching(|r| r.is("GET", "/gateway/bot"))
            .len(),
        1
    );
    let identified: Vec<Value> = t
        .fake
        .gateway_frames()
        .iter()
        .filter(|f| f.op == 2)
        .map(|f| f.d["shard"].clone())
        .collect();
    assert_eq!(identified, [json!([0, 2]), json!([1, 2])]);
    assert_eq!(
        t.bot
            .as_ref()
            .unwrap()
            .wait_ready(DEFAULT_TIMEOUT)
            .await
            .unwrap()
            .shards,
        2
    );

    t.fake.add_text_channel(SHARD0_CHANNEL, SHARD0_GUILD);
    for (guild, channel) in [(SHARD0_GUILD, SHARD0_CHANNEL), (GUILD_ID, CHANNEL_ID)] {
        let ix = slash_command("game", Some("help"), &[], &bob(), channel, Some(guild));
        let reply = t.answer(&ix).await;
        assert!(reply.content().unwrap().contains("How to play"));
    }
    for shard in [[0, 2], [1, 2]] {
        assert_eq!(t.fake.dispatched_on(shard), ["INTERACTION_CREATE"]);
    }

    t.finish().await;
}

/// An event for a server whose shard the bot did not connect is a problem of the fake,
/// not silently delivered elsewhere.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_for_an_unconnected_shard_is_a_problem() {
    let fake = FakeDiscord::start().await;
    let url = format!("{}?v=10", fake.gateway_url());
    let (mut ws, _) = tokio_tungstenite::connect_async(url)
        .await
        .expect("connect");
    next_json(&mut ws).await; // HELLO
    let identify = json!({ "op": 2, "d": {
        "token": format!("Bot {BOT_TOKEN}"), "intents": 1, "shard": [0, 2],
        "properties": { "os": "linux", "browser": "test", "device": "test" }
    }});
    ws.send(Message::Text(identify.to_string())).await.unwrap();
    let ready = next_json(&mut ws).await;
    assert_eq!(ready["d"]["shard"], json!([0, 2]));
    // GUILD_ID is on shard 1, which nobody connected.
    assert_eq!(ready["d"]["guilds"], json!([]));

    let ix = slash_command("ping", None, &[], &alice(), CHANNEL_ID, Some(GUILD_ID));
    fake.dispatch_interaction(&ix);
    let problems = fake.problems();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].contains("shard 1 of 2, which is not connected"),
        "{problems:?}"
    );
    // A direct message goes to shard 0.
    let dm = slash_command("ping", None, &[], &alice(), CHANNEL_ID, None);
    fake.dispatch_interaction(&dm);
    let frame = next_json(&mut ws).await;
    assert_eq!(frame["t"], "INTERACTION_CREATE");
    assert_eq!(frame["d"]["id"], dm.id.to_string());
    assert_eq!(fake.problems().len(), 1);
}

// ----- Requests checked against Discord's API description ------------------------

/// The fake refuses, as problems, requests that Discord's published OpenAPI description
/// refuses: a wrong type in a body (JSON or `payload_json`), a bad query or path
/// parameter, a route the description does not have. Valid requests pass.
#[tokio::test]
async fn the_fake_checks_requests_against_discords_description() {
    let fake = FakeDiscord::start().await;
    let http = reqwest::Client::builder().no_proxy().build().unwrap();
    let api = format!("{}/api/v10", fake.api_base());
    let post_json = |url: String, body: Value| {
        http.post(url)
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
    };

    // Valid: a message, and a followup with `wait=true` (typed as a boolean).
    post_json(
        format!("{api}/channels/{CHANNEL_ID}/messages"),
        json!({ "content": "hi", "nonce": "123", "enforce_nonce": true }),
    )
    .await
    .unwrap();
    assert_eq!(fake.problems(), Vec::<String>::new());

    // A message whose content is a number.
    post_json(
        format!("{api}/channels/{CHANNEL_ID}/messages"),
        json!({ "content": 5 }),
    )
    .await
    .unwrap();
    let problems = fake.problems();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].starts_with("spec: POST /channels/{channel_id}/messages: body at /content:"),
        "{problems:?}"
    );

    // The same in the payload_json of a multipart message, with an upload; an
    // attachment id given as a JSON integer is allowed (serenity sends them so).
    let form = |payload: Value| {
        reqwest::multipart::Form::new()
            .text("payload_json", payload.to_string())
            .part(
                "files[0]",
                reqwest::multipart::Part::bytes(PNG.to_vec()).file_name("a.png"),
            )
    };
    let url = format!("{api}/channels/{CHANNEL_ID}/messages");
    let attachments = json!([{ "id": 0, "filename": "a.png" }]);
    let ok = json!({ "content": "board", "attachments": attachments });
    http.post(&url).multipart(form(ok)).send().await.unwrap();
    assert_eq!(fake.problems().len(), 1, "{:?}", fake.problems());
    let bad = json!({ "content": "board", "attachments": attachments, "tts": "yes" });
    http.post(&url).multipart(form(bad)).send().await.unwrap();
    let problems = fake.problems();
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert!(problems[1].contains("body at /tts:"), "{problems:?}");

    // A query parameter of the wrong type, one the operation does not have, and a
    // path parameter that is no snowflake.
    let ix = slash_command("ping", None, &[], &alice(), CHANNEL_ID, Some(GUILD_ID));
    fake.track_interaction(&ix);
    post_json(
        format!(
            "{api}{}?with_response=maybe&colour=teal",
            ix.callback_route()
        ),
        json!({ "type": 4, "data": { "content": "pong" } }),
    )
    .await
    .unwrap();
    http.get(format!("{api}/channels/general"))
        .send()
        .await
        .unwrap();
    let problems = fake.problems();
    assert_eq!(problems.len(), 5, "{problems:?}");
    assert!(problems[2].contains("query parameter with_response=\"maybe\""));
    assert!(problems[3].contains("query parameter \"colour\" is not one of"));
    assert!(problems[4].contains("path parameter channel_id=\"general\""));

    // A union (an interaction callback is one of seven kinds): the errors against
    // the closest kind.
    let ix = slash_command("ping", None, &[], &alice(), CHANNEL_ID, Some(GUILD_ID));
    fake.track_interaction(&ix);
    post_json(
        format!("{api}{}", ix.callback_route()),
        json!({ "type": 4, "data": { "content": 5 } }),
    )
    .await
    .unwrap();
    let problems = fake.problems();
    assert_eq!(problems.len(), 6, "{problems:?}");
    assert!(
        problems[5].contains("body at /data/content: 5 is not of types")
            && problems[5].contains("(IncomingWebhookInteractionRequest/"),
        "{problems:?}"
    );

    // A route the description does not have (the fake's unknown routes are so too).
    let check = support::spec::check("GET", "/api/v10/guilds/1/tucana", None, &RequestBody::Empty);
    assert_eq!(
        check,
        ["GET /guilds/1/tucana: no such operation in Discord's API description"]
    );
    http.get(format!("{api}/guilds/1/tucana"))
        .send()
        .await
        .unwrap();
    let problems = fake.problems();
    assert_eq!(problems.len(), 7, "{problems:?}");
    assert_eq!(problems[6], "unknown route: GET /api/v10/guilds/1/tucana");
}

/// The id of a message the bot posted.
fn posted_id(post: &RecordedRequest) -> u64 {
    support::fake_discord::id_field(post.response.as_ref().unwrap(), "id").unwrap()
}

/// Two people and two computer players, one seated by `/game new bots:1` and one by the
/// lobby's button, play a whole game: the bots move as soon as a turn starts, are named
/// (never mentioned) in every post, and appear in the standings.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_and_two_bots_play_to_the_end() {
    let t = Table::new().await;
    let (thread, game, lobby) = t.open_lobby(&[opt("bots", 1), opt("bot_level", 1)]).await;
    let lobby_msg = t.fake.message(lobby).unwrap();
    let shown = lobby_msg["content"].as_str().unwrap().to_owned();
    // Named in bold (its parentheses escaped, as every name is), never mentioned.
    assert!(shown.contains(r"**Bot 1 \(normal\)**"), "{shown}");
    // Only the host seats bots.
    let refused = t
        .click(
            &format!("lobby:bot-strong:{game}"),
            &lobby_msg,
            &bob(),
            thread,
        )
        .await;
    assert!(
        refused.content().unwrap().contains("Only the host"),
        "{refused:?}"
    );
    t.click(&format!("lobby:join:{game}"), &lobby_msg, &bob(), thread)
        .await;
    let added = t
        .click(
            &format!("lobby:bot-strong:{game}"),
            &lobby_msg,
            &alice(),
            thread,
        )
        .await;
    let content = added.content().unwrap_or_default();
    assert!(
        content.contains(r"Bot 2 \(strong\)") && content.contains("(4/"),
        "{content}"
    );
    t.click(&format!("lobby:start:{game}"), &lobby_msg, &alice(), thread)
        .await;

    let mut turns = 0;
    loop {
        // The scheduler's round: the bots move.
        for _ in 0..10 {
            t.service.run_due().await;
            t.service.bots_idle().await;
        }
        let info = t.service.game_info(&game).await.unwrap();
        if info.status == GameStatus::Finished {
            break;
        }
        assert!(info.waiting_for.iter().all(|p| !p.bot), "{info:?}");
        if turns == 0 {
            // The turn post, edited as each bot finished: it waits for the people alone.
            drain(&t.service).await;
            let post = wait_post(&t.fake, thread, "**Round 1, turn 1**").await;
            let id = posted_id(&post);
            let now = t.fake.message(id).unwrap()["content"]
                .as_str()
                .unwrap()
                .to_owned();
            let waiting = now.lines().last().unwrap();
            assert!(waiting.starts_with("Still to play"), "{now}");
            assert!(!waiting.contains("Bot"), "{now}");
        }
        turns += 1;
        assert!(turns < 40, "the game does not end");
        for user in [alice(), bob()] {
            t.play_turn(&game, &user, thread).await;
        }
    }
    drain(&t.service).await;
    let end = wait_post(&t.fake, thread, "The game is over").await;
    let text = end.content().unwrap();
    assert!(
        text.contains(r"Bot 1 \(normal\)") && text.contains(r"Bot 2 \(strong\)"),
        "{text}"
    );
    // No post ever mentions a bot's id.
    for bot in [UserId::bot(1), UserId::bot(2)] {
        let mentioned = posts_with(&t.fake, thread, &format!("<@{bot}>"));
        assert!(mentioned.is_empty(), "{mentioned:#?}");
    }
    let started = wait_post(&t.fake, thread, "Seat order").await;
    assert!(started.content().unwrap().contains(r"Bot 2 \(strong\)"));
    t.finish().await;
}
