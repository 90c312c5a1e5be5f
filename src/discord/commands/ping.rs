//! `/ping`: a liveness check that answers privately with an image.
//!
//! It shows the pattern for slow replies: acknowledge first with
//! `defer_ephemeral` (Discord wants an answer within 3 s), then send the real
//! reply, with a file attached, as a followup.

use poise::serenity_prelude as serenity;

use crate::discord::{Context, Error};

/// The reply text.
pub const REPLY: &str = "pong";

/// The name of the attached image.
pub const IMAGE_NAME: &str = "pong.png";

/// A 1x1 teal PNG.
pub const IMAGE: &[u8] = &[
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
    0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xd0, 0xeb, 0x0e, 0xff,
    0x0f, 0x00, 0x04, 0x0b, 0x02, 0x10, 0x3f, 0xcd, 0xae, 0x4f, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
    0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
];

/// Check that the bot is alive.
#[poise::command(slash_command)]
pub async fn ping<D: Send + Sync + 'static>(ctx: Context<'_, D>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let reply = poise::CreateReply::default()
        .content(REPLY)
        .ephemeral(true)
        .attachment(serenity::CreateAttachment::bytes(IMAGE, IMAGE_NAME));
    ctx.send(reply).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn image_is_a_png() {
        assert!(IMAGE.starts_with(b"\x89PNG\r\n\x1a\n"));
        assert!(IMAGE.ends_with(b"IEND\xae\x42\x60\x82"));
    }
}
