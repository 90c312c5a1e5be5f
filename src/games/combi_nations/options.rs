//! Combi-Nations' options in the players' words: how one `key=value` choice of `/game new`
//! changes them, and how they read in a few words.

use super::state::{Facilities, Options};
use super::CountryId;

/// The `key=value` choices of [`crate::game::Rules::options`], one at a time.
impl crate::game::options::Choices for Options {
    fn choose(self, key: &str, value: &str) -> Result<Options, String> {
        let mut o = self;
        match key {
            "facilities" => {
                o.facilities = match value.to_ascii_lowercase().as_str() {
                    "full" => Facilities::Full,
                    "simple" => Facilities::Simple,
                    _ => return Err(format!("facilities is full or simple, not {value}")),
                }
            }
            "country" => {
                o.country = match value.to_ascii_lowercase().as_str() {
                    "choose" => None,
                    name => Some(CountryId::from_name(name).ok_or_else(|| {
                        format!(
                            "there is no country {value}: {}, or choose",
                            country_names().join(", ")
                        )
                    })?),
                }
            }
            _ => {
                return Err(format!(
                    "Combi-Nations has no option {key} (facilities, country)"
                ))
            }
        }
        Ok(o)
    }

    fn describe(&self) -> String {
        let o = self;
        let mut parts = vec![match o.country {
            Some(c) => format!("{} for everyone", c.name()),
            None => "countries chosen at set-up".to_owned(),
        }];
        if o.facilities == Facilities::Simple {
            parts.push("simple facilities".to_owned());
        }
        parts.join(" · ")
    }
}

fn country_names() -> Vec<String> {
    CountryId::ALL
        .iter()
        .map(|c| c.name().to_ascii_lowercase())
        .collect()
}
