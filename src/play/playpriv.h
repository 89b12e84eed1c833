/*
 * playpriv.h: between play's own files: what starting a game and resuming
 * a saved one share.
 */
#ifndef PLAY_PLAYPRIV_H
#define PLAY_PLAYPRIV_H

#include "play/play.h"

void	play_init(struct play *p);
int	play_route_add(struct play *p, size_t i, struct maze_err *e);
int	play_resume(struct play *p, struct maze_err *e);

#endif
