import { StaticImage } from '@/components/ui/static-image';
import { formatPhone, phoneHref } from '@/lib/phone-format';
import type { BlockComponent } from '../shared/block-types';

/** Staff cards grouped by location (SPEC 2 /teams), in the order the editor listed them. */
export const TeamGrid: BlockComponent<'teamGrid'> = ({ heading, intro, members }) => {
  if (members.length === 0) return null;
  const groups = new Map<string, typeof members>();
  for (const member of members) {
    const place = member.location ?? '';
    groups.set(place, [...(groups.get(place) ?? []), member]);
  }
  return (
    <section aria-label={heading ? undefined : 'Our team'} className="container-page space-y-8 py-10 md:py-14">
      {(heading || intro) && (
        <div>
          {heading && <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{heading}</h2>}
          {intro && <p className="mt-2 max-w-2xl text-lg text-neutral-700">{intro}</p>}
        </div>
      )}
      {[...groups].map(([place, people]) => (
        <div key={place || 'all'} className="space-y-4">
          {place && <h3 className="text-xl font-semibold">{place}</h3>}
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {people.map((member) => {
              const tel = member.phone ? phoneHref(member.phone) : null;
              return (
                <li key={member._key} className="flex gap-4 rounded-lg border border-neutral-200 bg-white p-4">
                  {member.photo && <StaticImage src={member.photo.url} alt={member.photo.alt ?? ''} width={72} height={72} className="size-18 shrink-0 rounded-full object-cover" />}
                  <div>
                    <p className="font-semibold">{member.name}</p>
                    <p className="text-neutral-700">{member.role}</p>
                    {tel && <p className="mt-1"><a href={tel} className="inline-flex min-h-6 items-center underline hover:no-underline">{formatPhone(member.phone!)}</a></p>}
                    {member.email && <p><a href={`mailto:${member.email}`} className="inline-flex min-h-6 items-center break-all underline hover:no-underline">{member.email}</a></p>}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
};
