import type { BlockComponent } from '../shared/block-types';

/** The site-wide promises (warranty, money-back, reserve online) from the site config. */
export const WarrantyBullets: BlockComponent<'warrantyBullets'> = ({ heading, site }) => {
  const bullets = site.warrantyBullets.filter((bullet) => bullet.trim() !== '');
  if (bullets.length === 0) return null;
  return (
    <section aria-label={heading ? undefined : 'Why buy from us'} className="block-section">
      {heading && <h2 className="block-heading">{heading}</h2>}
      <ul className="check-list check-list-lg grid gap-4 md:grid-cols-2">
        {bullets.map((bullet, index) => (
          <li key={index}>
            <span>{bullet}</span>
          </li>
        ))}
      </ul>
    </section>
  );
};
