# Dutch (nl) words of the command line; translated from en.ftl.
# Terms of our own: none beyond the games' own.

## tucana play: a game of any game at the terminal, the other seats computer players

cli-play-start = { $game }, { $players ->
    [one] een solospel
   *[other] { $players } spelers: jij, dan { $bots }
  } (seed { $seed }).
cli-play-help = Typ je zet zoals het spel hem leest (de woorden van `/{ slash-move }`). `legal` toont je toegestane zetten, beste eerst, zoals de lijst in Discord (`legal TEXT`: die met TEXT erin); `help` toont dit opnieuw; `quit` stopt (het spel wordt niet bewaard).
cli-play-you = Jij
cli-play-bot = Bot { $seat } ({ $level })
cli-play-status = Jouw status: { $status }
cli-play-legal = { $count ->
    [one] 1 toegestane zet:
   *[other] { $count } toegestane zetten:
  }
cli-play-legal-more = …en nog { $count }: `legal TEXT` maakt de lijst korter.
cli-play-no-legal = Geen toegestane zet van jou past daar nu bij.
cli-play-done = Klaar.
cli-play-left = Je hebt het spel verlaten; het eindigt hier.
cli-play-stopped = Gestopt voor het einde; het spel wordt niet bewaard.
cli-play-picture = Je bord wordt na elke zet getekend in { $path }.
cli-play-over = Spel voorbij. De stand:
cli-play-standing = { $rank }. { $name }: { $total } punten
cli-play-standing-how = { $rank }. { $name }: { $total } punten ({ $breakdown })
cli-play-title = Titel: { $title }.
cli-play-stuck = Het spel kan niet verder: niemand heeft een zet, maar het is nog niet afgelopen.

## tucana play: what is wrong with the command line

cli-play-no-bots = --seats: { $game } heeft geen computerspelers.
cli-play-no-level = --seats: er is geen niveau “{ $level }”; de niveaus van { $game } zijn { $levels }.
cli-play-seats = --seats: { $game } is voor { $min } tot { $max } spelers; jij en { $bots ->
    [one] 1 computerspeler
   *[other] { $bots } computerspelers
  } zijn samen { $players }.
cli-play-no-daily = --daily: { $game } heeft geen dagelijkse uitdaging in de terminal.

## tucana replay --log

cli-replay-empty = Er is in dit spel nog niets gebeurd dat iedereen mag lezen.
cli-replay-no-script = Dit spel kan niet als replayscript worden geschreven.

## --lang

cli-no-language = De taal ‘{ $tag }’ bestaat niet; de talen zijn { $languages }.

## tucana web

cli-web-playing = De potjes van de demo worden gespeeld…
cli-web-played = Gespeelde potjes: { $games } · bezig: { $in_play } · competities: { $leagues } · dagen met dagelijkse uitdaging: { $days }
cli-web-serving = De pagina's staan op { $url } (Ctrl-C stopt).
