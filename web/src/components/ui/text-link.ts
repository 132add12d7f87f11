/** The look of a link inside a panel's text ('View all', 'Open the list'): the primary colour, underlined on hover. */
export const textLinkClass = 'text-sm font-medium text-primary underline-offset-4 hover:underline';
