//! End-to-end tests of the Discord adapter: the real serenity + poise client
//! against the fake Discord of `tests/support/`.

mod support;

use std::time::Duration;

use futures::{SinkExt, StreamExt};
use serde_json::{json, Value};
use serenity::all::{
    CommandDataOptionValue, CommandInteraction, ComponentInteractionDataKind, Event, GatewayEvent,
    Interaction as SerenityInteraction,
};
use support::*;
use tokio_tungstenite::tungstenite::Message;
use tucana::discord::commands::{echo, ping};

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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bot_end_to_end() {
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, ()).await;

    // Identified with the token and no privileged intent.
    let identify = fake.wait_for_identify().await;
    assert_eq!(identify["token"], format!("Bot {BOT_TOKEN}"));
    let intents = identify["intents"].as_u64().expect("intents");
    assert_eq!(
        intents & PRIVILEGED_INTENTS,
        0,
        "privileged intents: {intents:#b}"
    );

    // Commands registered in the guild, with their options.
    let route = format!("/applications/{APPLICATION_ID}/guilds/{GUILD_ID}/commands");
    let registration = fake.wait_for(|r| r.is("PUT", &route)).await;
    assert_eq!(registration.status, 200);
    assert_eq!(
        registration.authorization.as_deref(),
        Some(&*format!("Bot {BOT_TOKEN}"))
    );
    assert_eq!(
        fake.registered_command_names(Some(GUILD_ID)),
        ["ping", "echo"]
    );
    assert!(
        fake.registered_commands(None).is_none(),
        "nothing registered globally"
    );
    let ping_def = fake.registered_command(Some(GUILD_ID), "ping").unwrap();
    assert_eq!(ping_def["description"], "Check that the bot is alive.");
    assert!(ping_def.get("options").is_none_or(|o| o == &json!([])));
    let echo_def = fake.registered_command(Some(GUILD_ID), "echo").unwrap();
    let text = &echo_def["options"][0];
    assert_eq!(
        (
            &text["name"],
            &text["type"],
            &text["required"],
            &text["autocomplete"]
        ),
        (&json!("text"), &json!(3), &json!(true), &json!(true)),
        "{echo_def:#}"
    );

    // /ping: ephemeral deferral, then a followup with a PNG.
    let ix = slash_command("ping", None, &[], &alice(), CHANNEL_ID, Some(GUILD_ID));
    fake.dispatch_interaction(&ix);
    let deferral = fake.callback(&ix).await;
    assert_eq!(deferral.status, 204);
    assert_eq!(
        deferral.expect_json()["type"],
        5,
        "DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE"
    );
    assert!(deferral.is_ephemeral());
    let followup = fake.followup(&ix).await;
    assert_eq!(followup.status, 200, "{followup}");
    assert_eq!(followup.content().as_deref(), Some(ping::REPLY));
    assert!(followup.is_ephemeral());
    let files = followup.attachments();
    assert_eq!(files.len(), 1, "{:?}", followup.parts());
    assert_eq!(files[0].filename.as_deref(), Some(ping::IMAGE_NAME));
    assert_eq!(files[0].content_type.as_deref(), Some("image/png"));
    assert!(files[0].is_png(), "PNG magic bytes");
    assert_eq!(files[0].data, ping::IMAGE);
    let sent = followup
        .response
        .as_ref()
        .expect("the fake returned the message");
    assert_eq!(sent["attachments"][0]["filename"], ping::IMAGE_NAME);
    assert_eq!(sent["attachments"][0]["size"], ping::IMAGE.len());

    // Autocomplete of /echo text.
    let ac = autocomplete(
        "echo",
        None,
        &[opt("text", "he")],
        "text",
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    fake.dispatch_interaction(&ac);
    let choices = fake.callback(&ac).await.expect_json();
    assert_eq!(
        choices["type"], 8,
        "APPLICATION_COMMAND_AUTOCOMPLETE_RESULT"
    );
    assert_eq!(
        choices["data"]["choices"],
        json!([{ "name": "hello", "value": "hello" }, { "name": "help", "value": "help" }])
    );

    // /echo: a public reply with a button.
    let ix = slash_command(
        "echo",
        None,
        &[opt("text", "hello")],
        &alice(),
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    fake.dispatch_interaction(&ix);
    let reply = fake.callback(&ix).await;
    assert_eq!(
        reply.expect_json()["type"],
        4,
        "CHANNEL_MESSAGE_WITH_SOURCE"
    );
    assert_eq!(reply.content().as_deref(), Some("hello"));
    assert!(!reply.is_ephemeral());
    assert_eq!(reply.custom_ids(), [echo::AGAIN_BUTTON]);

    // Bob clicks the button: a private "clicked".
    let message = fake.original_message(&ix);
    let click = button(
        echo::AGAIN_BUTTON,
        &message,
        &bob(),
        CHANNEL_ID,
        Some(GUILD_ID),
    );
    fake.dispatch_interaction(&click);
    let clicked = fake.callback(&click).await;
    assert_eq!(clicked.expect_json()["type"], 4);
    assert_eq!(clicked.content().as_deref(), Some(echo::CLICKED));
    assert!(clicked.is_ephemeral());

    tokio::time::timeout(Duration::from_secs(15), bot.shutdown())
        .await
        .expect("shutdown in time")
        .expect("clean shutdown");
    fake.assert_no_unknown_routes();
    fake.assert_no_problems();
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
                .add_file(CreateAttachment::bytes(ping::IMAGE, "board.png")),
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
                EditAttachments::keep_all(&sent)
                    .add(CreateAttachment::bytes(ping::IMAGE, "turn2.png")),
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
                .new_attachment(CreateAttachment::bytes(ping::IMAGE, "map.png")),
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
