# Spanish (Spain; also served to Latin America, so prefer neutral Spanish where it costs nothing) (es-ES) words of the terminal (tucana play, tucana replay); translated from en.ftl.
# Terms of our own: jugador de la máquina (computer player), semilla (seed).

## tucana play: a game of any game at the terminal, the other seats computer players

cli-play-start = { $game }, { $players ->
    [one] partida en solitario
   *[other] { $players } jugadores: tú y luego { $bots }
  } (semilla { $seed }).
cli-play-help = Escribe tu jugada como la lee el juego (las palabras de `/{ slash-move }`). `legal` lista tus jugadas válidas, las mejores primero, como el autocompletado (`legal TEXT`: las que contienen TEXT); `help` muestra esto de nuevo; `quit` sale (la partida no se guarda).
cli-play-you = Tú
cli-play-bot = Bot { $seat } ({ $level })
cli-play-status = Tu estado: { $status }
cli-play-legal = { $count ->
    [one] 1 jugada válida:
   *[other] { $count } jugadas válidas:
  }
cli-play-legal-more = …y { $count } más: `legal TEXT` acota la lista.
cli-play-no-legal = Ahora ninguna jugada tuya coincide con eso.
cli-play-done = Hecho.
cli-play-left = Has abandonado la partida; termina aquí.
cli-play-stopped = Parada antes del final; la partida no se guarda.
cli-play-picture = Tu vista se dibuja en { $path } tras cada jugada.
cli-play-over = Fin de la partida. La clasificación:
cli-play-standing = { $rank }. { $name }: { $total } puntos
cli-play-standing-how = { $rank }. { $name }: { $total } puntos ({ $breakdown })
cli-play-title = Título: { $title }.
cli-play-stuck = La partida no puede seguir: nadie tiene jugada posible y, sin embargo, no ha terminado.

## tucana play: what is wrong with the command line

cli-play-no-bots = --seats: { $game } no tiene jugadores de la máquina.
cli-play-no-level = --seats: no existe el nivel «{ $level }»; los niveles de { $game } son { $levels }.
cli-play-seats = --seats: { $game } admite de { $min } a { $max } jugadores; tú y { $bots ->
    [one] 1 jugador de la máquina
   *[other] { $bots } jugadores de la máquina
  }: { $players } en total.
cli-play-no-daily = --daily: { $game } no tiene reto diario en la terminal.

## tucana replay --log

cli-replay-empty = En esta partida no ha pasado nada que todos puedan leer.
cli-replay-no-script = Esta partida no se puede escribir como guion de repetición.

## --lang

cli-no-language = No existe el idioma «{ $tag }»; los idiomas son { $languages }.

## tucana web

cli-web-playing = Jugando las partidas de la demo…
cli-web-played = Partidas jugadas: { $games } · en juego: { $in_play } · ligas: { $leagues } · días de desafío diario: { $days }
cli-web-serving = Las páginas se sirven en { $url } (Ctrl-C para terminar).
