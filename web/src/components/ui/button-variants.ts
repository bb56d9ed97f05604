import { cva } from 'class-variance-authority';

/**
 * shadcn/ui-style button. Colours come from the tenant's CSS variables, whose pairs the layout
 * has already checked for 4.5:1 contrast. Every size is at least 44 px tall (touch targets).
 * Kept apart from <Button> so client components can style links without pulling in Slot or
 * tailwind-merge. The shared base is one class, `btn` (app/globals.css): its ten utilities were
 * ~200 bytes on every button, twice (the HTML and the RSC payload); each variant and size is one
 * class too. They sit in the components layer, so any utility a caller adds still wins over them.
 */
export const buttonVariants = cva(
  'btn',
  {
    variants: {
      // One class each (app/globals.css, components layer): a variant's four or five utilities
      // were repeated on every button of a page.
      variant: {
        primary: 'btn-primary',
        accent: 'btn-accent',
        outline: 'btn-outline',
        // The outline button over a photo (a card's or the sticky header's compact controls).
        overlay: 'btn-overlay',
        secondary: 'btn-secondary',
        dark: 'btn-dark',
        ghost: 'btn-ghost',
        link: 'btn-link',
      },
      size: {
        sm: 'btn-sm',
        md: 'btn-md',
        lg: 'btn-lg',
        icon: 'btn-icon',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

