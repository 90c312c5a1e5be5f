//! Combi-Nations' options in the players' words: how one `key=value` choice of `/game new`
//! changes them, and how they read in a few words.

use super::state::{Facilities, Options};
use super::CountryId;
use crate::words::{list, msg, Msg};

/// The `key=value` choices of [`crate::game::Rules::options`], one at a time.
impl crate::game::options::Choices for Options {
    fn choose(self, key: &str, value: &str) -> Result<Options, Msg> {
        let mut o = self;
        match key {
            "facilities" => {
                o.facilities = match value.to_ascii_lowercase().as_str() {
                    "full" => Facilities::Full,
                    "simple" => Facilities::Simple,
                    _ => return Err(msg!("combi-nations-option-facilities", value)),
                }
            }
            "country" => {
                o.country = match value.to_ascii_lowercase().as_str() {
                    "choose" => None,
                    name => Some(CountryId::from_name(name).ok_or_else(|| {
                        msg!(
                            "combi-nations-option-no-country",
                            value,
                            countries = list(country_names())
                        )
                    })?),
                }
            }
            _ => return Err(msg!("combi-nations-option-unknown", key)),
        }
        Ok(o)
    }

    fn describe(&self) -> Msg {
        let country = match self.country {
            Some(c) => msg!("combi-nations-for-everyone", country = c.msg()),
            None => msg!("combi-nations-described-chosen"),
        };
        if self.facilities == Facilities::Simple {
            msg!("combi-nations-described-simple", country)
        } else {
            country
        }
    }
}

fn country_names() -> Vec<String> {
    CountryId::ALL
        .iter()
        .map(|c| c.name().to_ascii_lowercase())
        .collect()
}
