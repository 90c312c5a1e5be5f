# The web pages' words (src/web/): Spanish (es-ES; also served to Latin America, so neutral Spanish); translated from en.ftl.
# Terms of our own: reto diario (daily challenge), par (par: the strongest computer player's score on the day),
# paso (step: what a game's turn shows before it moves on), liga/temporada/ronda/mesa (league, season, round, table),
# nivel (rating), jugador de la máquina (computer player), repetición (replay), guion (script), racha (streak).

web-site-name = Juegos de islas
web-language-name = Español
web-skip = Saltar al contenido
web-nav-crumbs = Dónde estás
web-nav-languages = Idiomas
web-nav-pages = Páginas
web-nav-seasons = Temporadas
web-nav-steps = Pasos de la repetición
web-footer = Páginas de solo lectura de las partidas jugadas con el bot en Discord. Los nombres son los de los propios jugadores.
web-not-found = Página no encontrada
web-not-found-text = Esa página no existe, o su servidor no ha hecho públicas sus páginas.
web-home = Inicio
web-home-about = Estas páginas muestran las ligas, partidas y retos diarios de los servidores de Discord que las hicieron públicas.
web-home-how = Los administradores de un servidor hacen públicas sus páginas con /{ slash-settings } { slash-settings.web }:sí; un jugador hace pública su propia página con /{ slash-game } { slash-game-settings } { slash-game-settings.profile }:público.
web-home-games = Los juegos
web-leagues = Ligas
web-no-leagues = Aún no hay ninguna liga.
web-league-line = temporada { $season }, { $members ->
    [one] { $members } miembro
   *[other] { $members } miembros
}
web-dailies = Retos diarios
web-finished-games = Partidas terminadas
web-games-caption = { $total ->
    [one] { $total } partida terminada
   *[other] { $total } partidas terminadas
}
web-no-games = Aún no hay ninguna partida terminada.
web-col-game = Partida
web-col-kind = Juego
web-col-players = Jugadores
web-col-ended = Terminó
web-col-position = Puesto
web-col-player = Jugador
web-col-points = Puntos
web-col-played = Partidas
web-col-wins = Victorias
web-col-average = Media
web-col-best = Mejor
web-col-rating = Nivel
web-col-score = Puntuación
web-col-breakdown = Cómo se puntuó
web-col-days = Días
web-previous = Anterior
web-next = Siguiente
web-first = Primero
web-last = Último
web-page-of = página { $page } de { $pages }
web-season-title = { $league }, temporada { $season }
web-season = temporada { $season }
web-season-current = la temporada actual
web-season-over = una temporada pasada
web-standings = Clasificación
web-no-results = Aún no ha terminado ninguna partida de esta temporada.
web-ratings = Niveles a lo largo de la temporada
web-ratings-about = El nivel de cada jugador de la parte alta de la tabla tras cada una de sus partidas de esta temporada.
web-rounds = Rondas
web-no-rounds = No se ha sorteado ninguna ronda esta temporada.
web-round = Ronda { $round }
web-table = Mesa { $table }
web-in-play = en juego
web-not-played = no jugada
web-table-result = puesto { $rank }, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}, puntuación { $score }
web-game-title = { $game } #{ $id }
web-finished = terminada
web-round-turn = ronda { $round }, turno { $turn }
web-daily-of = el reto diario del { $date }
web-players = Jugadores
web-bot = (jugador de la máquina)
web-resigned = (dejó la partida)
web-replay = Repetición
web-step-of = paso { $step } de { $steps }
web-this-step = En este paso
web-keys = Las flechas ← y → del teclado recorren la repetición.
web-alt-step = El tablero de { $game } en este paso: { $step }
web-final = Clasificación final
web-alt-final = La clasificación final de { $game }; victoria de { $winners }
web-script = Descarga el guion de la partida (tucana replay lo lee)
web-log = El registro de la partida
web-log-empty = Aún no hay ninguna jugada.
web-log-lines = { $lines ->
    [one] Muestra la { $lines } línea del registro
   *[other] Muestra las { $lines } líneas del registro
}
web-daily-title = { $game }: el reto diario del { $date }
web-daily-today = El reto de hoy aún se está jugando: su tablero y sus jugadas se muestran aquí cuando acabe el día; hasta entonces, solo las puntuaciones.
web-alt-daily = El tablero del reto diario de { $game } del { $date }, tal como se repartió
web-par = par { $par }
web-daily-board = { $players ->
    [one] La clasificación: { $players } jugador
   *[other] La clasificación: { $players } jugadores
}
web-daily-nobody = Nadie de este servidor ha terminado el reto de este día.
web-daily-past = Días anteriores
web-daily-back-today = Hoy
web-player-games = { $games ->
    [one] { $games } partida terminada
   *[other] { $games } partidas terminadas
}
web-player-rating = nivel { $rating } tras { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}
web-player-daily = Reto diario: { $played ->
    [one] { $played } día jugado
   *[other] { $played } días jugados
}, una racha de { $streak } (mejor { $best_streak }), mejor puntuación { $best }
web-histogram = Puntuaciones diarias
web-rank-of = { $rank } de { $players }
