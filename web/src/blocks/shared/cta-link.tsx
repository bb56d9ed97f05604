import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type Cta = { label: string; href: string; variant?: 'primary' | 'secondary' };

/** A call-to-action from content, drawn as a button. */
export function CtaLink({ cta, onDark = false, className }: { cta: Cta; onDark?: boolean; className?: string }) {
  const variant = cta.variant === 'secondary' ? (onDark ? 'secondary' : 'outline') : 'primary';
  const classes = cn(buttonVariants({ variant, size: 'lg' }), className);
  return <a href={cta.href} className={classes}>{cta.label}</a>;
}
