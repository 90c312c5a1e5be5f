# The web pages' words (src/web/): Brazilian Portuguese (pt-BR); translated from en.ftl.
# Terms of our own: desafio diário (daily challenge), par (par: the strongest computer player's score on the day),
# passo (step: what a game's turn shows before it moves on), liga/temporada/rodada/mesa (league, season, round,
# table), rating (rating), jogador virtual (computer player), partida (game), sequência (streak), tabuleiro (board).

web-site-name = Jogos de ilhas
web-language-name = Português (Brasil)
web-skip = Pular para o conteúdo
web-nav-crumbs = Onde você está
web-nav-languages = Idiomas
web-nav-pages = Páginas
web-nav-seasons = Temporadas
web-nav-steps = Passos do replay
web-footer = Páginas somente leitura das partidas jogadas com o bot no Discord. Os nomes são os dos próprios jogadores.
web-not-found = Página não encontrada
web-not-found-text = Essa página não existe, ou o servidor dela não tornou suas páginas públicas.
web-home = Início
web-home-about = Estas páginas mostram as ligas, partidas e desafios diários dos servidores do Discord que as tornaram públicas.
web-home-how = Os admins de um servidor tornam as páginas dele públicas com /{ slash-settings } { slash-settings.web }:ligado; um jogador torna sua própria página pública com /{ slash-game } { slash-game-settings } { slash-game-settings.profile }:público.
web-home-games = Os jogos
web-leagues = Ligas
web-no-leagues = Nenhuma liga ainda.
web-league-line = temporada { $season }, { $members ->
    [one] { $members } membro
   *[other] { $members } membros
}
web-dailies = Desafios diários
web-finished-games = Partidas encerradas
web-games-caption = { $total ->
    [one] { $total } partida encerrada
   *[other] { $total } partidas encerradas
}
web-no-games = Nenhuma partida encerrada ainda.
web-col-game = Partida
web-col-kind = Jogo
web-col-players = Jogadores
web-col-ended = Encerrada
web-col-position = Posição
web-col-player = Jogador
web-col-points = Pontos
web-col-played = Partidas
web-col-wins = Vitórias
web-col-average = Média
web-col-best = Recorde
web-col-rating = Rating
web-col-score = Pontuação
web-col-breakdown = Como foi pontuado
web-col-days = Dias
web-previous = Anterior
web-next = Próximo
web-first = Primeiro
web-last = Último
web-page-of = página { $page } de { $pages }
web-season-title = { $league }, temporada { $season }
web-season = temporada { $season }
web-season-current = a temporada atual
web-season-over = uma temporada passada
web-standings = Classificação
web-no-results = Nenhuma partida desta temporada terminou ainda.
web-ratings = Ratings ao longo da temporada
web-ratings-about = O rating de cada jogador do topo da tabela após cada uma de suas partidas nesta temporada.
web-rounds = Rodadas
web-no-rounds = Nenhuma rodada sorteada nesta temporada.
web-round = Rodada { $round }
web-table = Mesa { $table }
web-in-play = em andamento
web-not-played = não jogada
web-table-result = posição { $rank }, { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}, pontuação { $score }
web-game-title = { $game } #{ $id }
web-finished = encerrada
web-round-turn = rodada { $round }, turno { $turn }
web-daily-of = o desafio diário de { $date }
web-players = Jogadores
web-bot = (jogador virtual)
web-resigned = (saiu da partida)
web-replay = Replay
web-step-of = passo { $step } de { $steps }
web-this-step = Neste passo
web-keys = As setas ← e → do teclado percorrem o replay.
web-alt-step = O tabuleiro de { $game } neste passo: { $step }
web-final = Classificação final
web-alt-final = A classificação final de { $game }; vitória de { $winners }
web-script = Baixe o script da partida (tucana replay o lê)
web-log = O registro da partida
web-log-empty = Nenhuma jogada ainda.
web-log-lines = { $lines ->
    [one] Mostrar a { $lines } linha do registro
   *[other] Mostrar as { $lines } linhas do registro
}
web-daily-title = { $game }: o desafio diário de { $date }
web-daily-today = O desafio de hoje ainda está sendo jogado: o tabuleiro e as jogadas aparecem aqui quando o dia acabar; até lá, só as pontuações.
web-alt-daily = O tabuleiro do desafio diário de { $game } em { $date }, como foi distribuído
web-par = par { $par }
web-daily-board = { $players ->
    [one] O ranking: { $players } jogador
   *[other] O ranking: { $players } jogadores
}
web-daily-nobody = Ninguém deste servidor terminou o desafio deste dia.
web-daily-past = Dias anteriores
web-daily-back-today = Hoje
web-player-games = { $games ->
    [one] { $games } partida encerrada
   *[other] { $games } partidas encerradas
}
web-player-rating = rating { $rating } após { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}
web-player-daily = Desafio diário: { $played ->
    [one] { $played } dia jogado
   *[other] { $played } dias jogados
}, uma sequência de { $streak } (recorde { $best_streak }), melhor pontuação { $best }
web-histogram = Pontuações diárias
web-rank-of = { $rank } de { $players }
