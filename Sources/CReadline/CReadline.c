#include "CReadline.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <unistd.h>
#include <readline/readline.h>
#include <readline/history.h>

static vct_completion_generator current_generator = NULL;
static volatile sig_atomic_t interrupted = 0;

static char *generator_trampoline(const char *text, int state) {
    return current_generator ? current_generator(text, state) : NULL;
}

static char **attempted_completion(const char *text, int start, int end) {
    (void)start; (void)end;
    if (!current_generator) return NULL;
    rl_attempted_completion_over = 1; /* never fall back to file names */
    return rl_completion_matches(text, generator_trampoline);
}

char *vct_readline(const char *prompt) { return readline(prompt); }

void vct_add_history(const char *line) { add_history(line); }

int vct_read_history(const char *path) { return read_history(path); }

int vct_write_history(const char *path, int max_entries) {
    int rc = write_history(path);
    if (rc == 0 && max_entries > 0) history_truncate_file(path, max_entries);
    return rc;
}

void vct_set_completion_generator(vct_completion_generator generator) {
    current_generator = generator;
    rl_attempted_completion_function = generator ? attempted_completion : NULL;
}

const char *vct_line_buffer(void) { return rl_line_buffer ? rl_line_buffer : ""; }

void vct_cancel_line(void) {
    rl_free_line_state();
    rl_cleanup_after_signal();
}

static void on_sigint(int sig) {
    (void)sig;
    interrupted = 1;
    /* Leave the current line, print a newline and redraw an empty prompt. */
    write(1, "\n", 1);
    rl_on_new_line();
    rl_replace_line("", 0);
    rl_redisplay();
}

void vct_install_sigint_handler(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_sigint;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
    rl_catch_signals = 0;
}

int vct_take_interrupt(void) {
    int was = interrupted;
    interrupted = 0;
    return was;
}
