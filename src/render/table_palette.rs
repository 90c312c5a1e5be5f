//! TEMP
use super::png::Quantizer;
pub(crate) fn quantizer() -> &'static Quantizer { crate::games::tucana::pictures::table_q() }
