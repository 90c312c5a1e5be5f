//! The time banks' line of `/game status`: what is left of each player's bank, and when a
//! bank in use runs out.

use crate::app::GameInfo;
use crate::discord::{limits, wording, BotData};
use crate::words::msg;

/// Room for the banks' line in a status reply (a game has up to 50 players).
const BANKS_CHARS: usize = 1200;

/// The banks' line, in a game that gives banks.
pub fn banks(data: &BotData, lang: &str, info: &GameInfo) -> Option<String> {
    let seats: Vec<String> = info
        .players
        .iter()
        .filter(|p| !p.player.bot && !p.resigned)
        .filter_map(|p| {
            let left = p.bank?;
            let minutes = left.max(0) / 60_000;
            let left = data.say(
                lang,
                &msg!("bank-left", hours = minutes / 60, minutes = minutes % 60),
            );
            let name = limits::name(&p.player.name);
            let seat = match p.bank_running {
                Some(since) => {
                    let at = wording::timestamp(since + p.bank.unwrap_or(0));
                    msg!("bank-seat-running", name, left, at)
                }
                None => msg!("bank-seat", name, left),
            };
            Some(data.say(lang, &seat))
        })
        .collect();
    if seats.is_empty() {
        return None;
    }
    let banks = limits::truncate(&seats.join(" · "), BANKS_CHARS);
    Some(data.say(lang, &msg!("bank-status", banks)))
}
