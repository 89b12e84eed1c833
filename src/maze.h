/*
 * maze.h: libmaze in one header, what a C program includes to make, read,
 * write, solve, measure and draw mazes (maze(3)).  Installed as
 * include/maze/maze.h beside the layers' public headers, which keep their
 * paths, so that `pkg-config --cflags maze` (-I include/maze) finds it and
 * them.
 */
#ifndef MAZE_H
#define MAZE_H

/* C++ may include it too: the names are C's. */
#ifdef __cplusplus
extern "C" {
#endif

#include "lib/algo.h"
#include "lib/maze.h"
#include "lib/rng.h"
#include "gen/gen.h"
#include "render/render.h"
#include "solve/solve.h"
#include "stat/stat.h"

#ifdef __cplusplus
}
#endif

#endif
