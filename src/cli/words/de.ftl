# German (de) words of the command line; translated from en.ftl.
# Terms of our own: Computerspieler (computer player), Stufe (level), Seed.

## tucana play

cli-play-start = { $game }, { $players ->
    [one] ein Solospiel
   *[other] { $players } Spieler: du, dann { $bots }
  } (Seed { $seed }).
cli-play-help = Gib deinen Zug ein, wie das Spiel ihn liest (die Wörter von `/{ slash-move }`). `legal` listet deine erlaubten Züge, die besten zuerst, wie die Autovervollständigung (`legal TEXT`: die, die TEXT enthalten); `help` zeigt das hier noch einmal; `quit` beendet (das Spiel wird nicht gespeichert).
cli-play-you = Du
cli-play-bot = Bot { $seat } ({ $level })
cli-play-status = Dein Status: { $status }
cli-play-legal = { $count ->
    [one] 1 erlaubter Zug:
   *[other] { $count } erlaubte Züge:
  }
cli-play-legal-more = …und { $count } weitere: `legal TEXT` grenzt die Liste ein.
cli-play-no-legal = Gerade passt kein erlaubter Zug von dir dazu.
cli-play-done = Erledigt.
cli-play-left = Du hast das Spiel verlassen; es endet hier.
cli-play-stopped = Vor dem Ende beendet; das Spiel wird nicht gespeichert.
cli-play-picture = Deine Ansicht wird nach jedem Zug nach { $path } gezeichnet.
cli-play-over = Spielende. Die Wertung:
cli-play-standing = { $rank }. { $name }: { $total } Punkte
cli-play-standing-how = { $rank }. { $name }: { $total } Punkte ({ $breakdown })
cli-play-title = Titel: { $title }.
cli-play-stuck = Das Spiel kann nicht weitergehen: Niemand hat einen Zug, und doch ist es nicht vorbei.

## tucana play: what is wrong with the command line

cli-play-no-bots = --seats: { $game } hat keine Computerspieler.
cli-play-no-level = --seats: Es gibt keine Stufe „{ $level }“; die Stufen von { $game } sind { $levels }.
cli-play-seats = --seats: { $game } ist für { $min } bis { $max } Spieler; du und { $bots ->
    [one] 1 Computerspieler
   *[other] { $bots } Computerspieler
  } ergeben { $players }.
cli-play-no-daily = --daily: { $game } hat im Terminal keine Tagesherausforderung.

## tucana replay --log

cli-replay-empty = In diesem Spiel ist nichts passiert, was alle lesen dürfen.
cli-replay-no-script = Dieses Spiel lässt sich nicht als Replay-Skript schreiben.

## --lang

cli-no-language = Die Sprache „{ $tag }“ gibt es nicht; die Sprachen sind { $languages }.

## tucana web

cli-web-playing = Die Partien der Demo werden gespielt…
cli-web-played = Gespielte Partien: { $games } · laufend: { $in_play } · Ligen: { $leagues } · Tage mit Tagesherausforderung: { $days }
cli-web-serving = Die Seiten sind unter { $url } zu sehen (Strg-C beendet).
