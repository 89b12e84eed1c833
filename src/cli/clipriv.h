/*
 * clipriv.h: between cli's own files, not for programs, which have
 * cli_init() and cli_out_open(): the buffer of standard output and of -o
 * files, the one temporary -o file that is removed if the program exits
 * or is killed before it is renamed into place (signals.c), and the
 * progress line, erased then too (progress.c).
 */
#ifndef CLI_CLIPRIV_H
#define CLI_CLIPRIV_H

#include <signal.h>

#define CLI_OUTBUF	(1 << 20)

void	cli_sig_init(void);
void	cli_sig_kills(sigset_t *);
int	cli_sig_pending(void);
void	cli_sig_hold(char *tmp);
void	cli_sig_release(void);
void	cli_progress_killed(void);

#endif
