use std::time::Instant;
fn main() {
    for f in std::env::args().skip(1) {
        let dec = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&f).unwrap()));
        let mut r = dec.read_info().unwrap();
        let plte = r.info().palette.clone().unwrap().into_owned();
        let mut buf = vec![0; r.output_buffer_size().unwrap()];
        let info = r.next_frame(&mut buf).unwrap();
        let (w, h) = (info.width, info.height);
        for (cn, c) in [
            ("fast", png::DeflateCompression::FdeflateUltraFast),
            ("l1", png::DeflateCompression::Level(1)),
            ("l2", png::DeflateCompression::Level(2)),
            ("l3", png::DeflateCompression::Level(3)),
        ] {
            for (fname, fl) in [
                ("none", png::Filter::NoFilter),
                ("sub", png::Filter::Sub),
                ("up", png::Filter::Up),
            ] {
                let mut best = f64::MAX;
                let mut size = 0;
                for _ in 0..5 {
                    let t = Instant::now();
                    let mut out = Vec::new();
                    {
                        let mut e = png::Encoder::new(&mut out, w, h);
                        e.set_color(png::ColorType::Indexed);
                        e.set_depth(png::BitDepth::Eight);
                        e.set_palette(plte.clone());
                        e.set_deflate_compression(c.clone());
                        e.set_filter(fl);
                        let mut wr = e.write_header().unwrap();
                        wr.write_image_data(&buf).unwrap();
                        wr.finish().unwrap();
                    }
                    best = best.min(t.elapsed().as_secs_f64() * 1000.0);
                    size = out.len();
                }
                println!(
                    "{f} {w}x{h} {cn:8} {fname:8} {:6} KB {best:6.2} ms",
                    size / 1024
                );
            }
        }
    }
}
