#ifndef VCTUTOR_CREADLINE_H
#define VCTUTOR_CREADLINE_H

/// A small shim over GNU readline. Swift 6 rejects assigning readline's global function
/// pointers (rl_attempted_completion_function and friends) directly, so the shim owns them
/// and Swift hands it a plain C callback instead.

/// Returns one candidate completion for `text`, the `state`-th (0-based), or NULL when there
/// are no more. The returned string must be allocated with malloc; readline frees it.
typedef char *_Nullable (*vct_completion_generator)(const char *_Nonnull text, int state);

/// Reads one line with editing and history. Returns NULL at end of input. The caller frees it.
char *_Nullable vct_readline(const char *_Nonnull prompt);

/// Adds a line to the in-memory history.
void vct_add_history(const char *_Nonnull line);

/// Loads history from a file (ignored when the file does not exist). Returns 0 on success.
int vct_read_history(const char *_Nonnull path);

/// Writes the history to a file, keeping the last `max_entries` lines. Returns 0 on success.
int vct_write_history(const char *_Nonnull path, int max_entries);

/// Installs the completion generator used for every word; NULL restores filename completion.
void vct_set_completion_generator(vct_completion_generator _Nullable generator);

/// The whole line being edited, for context-aware completion (which word is being completed).
const char *_Nonnull vct_line_buffer(void);

/// Makes readline give up the current line and return, as after Ctrl-C (call from a signal handler).
void vct_cancel_line(void);

/// Installs a SIGINT handler that, instead of killing the process, makes the pending
/// vct_readline return an empty line; vct_take_interrupt then says Ctrl-C arrived (and clears it).
void vct_install_sigint_handler(void);
int vct_take_interrupt(void);
/// Whether Ctrl-C arrived since the last vct_take_interrupt, without clearing it (safe to call
/// from any thread, as often as wanted).
int vct_interrupt_pending(void);

/// Completes the first word of a line from `commands` and any later word from `ids` (both
/// copied). Replaces any generator set with vct_set_completion_generator.
void vct_set_completion_words(const char *_Nonnull const *_Nullable commands, int command_count,
                              const char *_Nonnull const *_Nullable ids, int id_count);

/// Completes the words after `command` from `words` (copied) instead of the ids; set again to
/// replace. At most 64 commands have lists of their own.
void vct_set_argument_words(const char *_Nonnull command, const char *_Nonnull const *_Nullable words, int count);

/// Sets the history aside (Up and Down then recall nothing) until vct_history_restore.
void vct_history_set_aside(void);
/// Brings back the history set aside.
void vct_history_restore(void);

#endif
