import { cva } from 'class-variance-authority';

/**
 * shadcn/ui-style button. Colours come from the tenant's CSS variables, whose pairs the layout
 * has already checked for 4.5:1 contrast. Every size is at least 44 px tall (touch targets).
 * Kept apart from <Button> so client components can style links without pulling in Slot or
 * tailwind-merge. The shared base is one class, `btn` (app/globals.css): its ten utilities were
 * ~200 bytes on every button, twice (the HTML and the RSC payload). It sits in the components
 * layer, so any utility a caller adds still wins over it.
 */
export const buttonVariants = cva(
  'btn',
  {
    variants: {
      variant: {
        primary: 'bg-brand text-brand-foreground hover:brightness-110',
        accent: 'bg-brand-accent text-brand-accent-foreground hover:brightness-110',
        outline: 'border border-current bg-white text-brand-ink hover:bg-neutral-100',
        // The outline button over a photo (a card's or the sticky header's compact controls).
        overlay: 'border border-current bg-white/95 text-brand-ink hover:bg-neutral-100',
        secondary: 'bg-neutral-100 text-neutral-900 hover:bg-neutral-200',
        dark: 'bg-neutral-900 text-white hover:bg-neutral-700',
        ghost: 'text-neutral-900 hover:bg-neutral-100',
        link: 'text-brand-ink underline hover:no-underline',
      },
      size: {
        sm: 'min-h-11 px-3 text-sm',
        md: 'min-h-11 px-5 text-base',
        lg: 'min-h-12 px-6 text-lg',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

