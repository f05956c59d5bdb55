// Shapes of the values a task gives, shared by what fills an input (threading) and what picks an
// item out of a list (picking). Global patterns: use them with `matchAll`.

/** An email address; `@name@host` is a fediverse handle, not one. */
export const EMAIL_ADDRESS = /(?<![@\w.+-])[\w.+-]+@[\w-]+\.[\w.-]*\w/g;
/** An `@handle`; its name is group 1. */
export const AT_HANDLE = /(?<![\w@])@(\w+)/g;
