# Italian (it) words of the command line; translated from en.ftl.
# Terms of our own: giocatore computer (computer player), seed (seed).

## tucana play: a game of any game at the terminal, the other seats computer players

cli-play-start = { $game }, { $players ->
    [one] una partita in solitario
   *[other] { $players } giocatori: tu, poi { $bots }
  } (seed { $seed }).
cli-play-help = Scrivi la tua mossa come la legge il gioco (le parole di `/{ slash-move }`). `legal` elenca le tue mosse valide, le migliori prima, come l'autocompletamento (`legal TEXT`: quelle che contengono TEXT); `help` mostra di nuovo questo testo; `quit` esce (la partita non viene salvata).
cli-play-you = Tu
cli-play-bot = Bot { $seat } ({ $level })
cli-play-status = Il tuo stato: { $status }
cli-play-legal = { $count ->
    [one] 1 mossa valida:
   *[other] { $count } mosse valide:
  }
cli-play-legal-more = …e altre { $count }: `legal TEXT` restringe l'elenco.
cli-play-no-legal = Ora nessuna tua mossa valida corrisponde.
cli-play-done = Fatto.
cli-play-left = Hai lasciato la partita; finisce qui.
cli-play-stopped = Interrotta prima della fine; la partita non viene salvata.
cli-play-picture = La tua vista viene disegnata in { $path } dopo ogni mossa.
cli-play-over = Partita finita. La classifica:
cli-play-standing = { $rank }. { $name }: { $total } punti
cli-play-standing-how = { $rank }. { $name }: { $total } punti ({ $breakdown })
cli-play-title = Titolo: { $title }.
cli-play-stuck = La partita non può continuare: nessuno ha una mossa da fare, eppure non è finita.

## tucana play: what is wrong with the command line

cli-play-no-bots = --seats: { $game } non ha giocatori computer.
cli-play-no-level = --seats: non esiste il livello “{ $level }”; i livelli di { $game } sono { $levels }.
cli-play-seats = --seats: { $game } si gioca da { $min } a { $max } giocatori; tu e { $bots ->
    [one] 1 giocatore computer
   *[other] { $bots } giocatori computer
  } fate { $players }.
cli-play-no-daily = --daily: { $game } non ha una sfida del giorno nel terminale.

## tucana replay --log

cli-replay-empty = In questa partita non è successo niente che tutti possano leggere.
cli-replay-no-script = Questa partita non può essere scritta come script di replay.

## --lang

cli-no-language = La lingua «{ $tag }» non esiste; le lingue sono { $languages }.

## tucana web

cli-web-playing = Si giocano le partite della demo…
cli-web-played = Partite giocate: { $games } · in corso: { $in_play } · leghe: { $leagues } · giorni di sfida del giorno: { $days }
cli-web-serving = Le pagine sono servite su { $url } (Ctrl-C per fermare).
