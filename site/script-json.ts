/** JSON inside a script element: `<` escaped, so no `</script>` in the data closes it. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
