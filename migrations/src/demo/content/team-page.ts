import type { PageSpec, TenantDefinition } from '../tenants/tenant-types';
import { ctaButtons, teamGrid, type TeamMember } from './blocks';
import { locationId } from './place-documents';

const FIRST = ['Priya', 'Tom', 'Mei', 'Jack', 'Aroha', 'Liam', 'Sofia', 'Daniel', 'Grace', 'Nikhil', 'Chloe', 'Ben', 'Hannah', 'Marco', 'Emily', 'Josh', 'Leah', 'Sam', 'Ruby', 'Kieran'];
const LAST = ['Sharma', 'Walsh', 'Nguyen', 'O\'Brien', 'Ngata', 'Murphy', 'Rossi', 'Kim', 'Taylor', 'Patel', 'Brown', 'Fraser', 'Lee', 'Costa', 'Wilson', 'Harris', 'Mitchell', 'Clarke', 'Evans', 'Doyle'];

const ROLES: Record<string, readonly string[]> = {
  sales: ['Sales Manager', 'Sales Consultant'],
  service: ['Service Manager', 'Service Advisor'],
  parts: ['Parts Interpreter'],
  'car-buying': ['Vehicle Buyer'],
};

/**
 * /teams (SPEC 2): staff cards per visible location. Names are drawn in turn from fixed lists,
 * so the page is the same on every generation.
 */
export function teamPage(tenant: TenantDefinition): PageSpec {
  let n = 0;
  const person = () => {
    const name = `${FIRST[n % FIRST.length]} ${LAST[(n * 7 + 3) % LAST.length]}`;
    n += 1;
    return name;
  };
  const members: TeamMember[] = [{ name: person(), role: 'Dealer Principal', location: null }];
  for (const location of tenant.locations.filter((l) => l.visible !== false)) {
    for (const role of ROLES[location.type] ?? []) {
      members.push({ name: person(), role, location: locationId(location.slug), ...(role.endsWith('Manager') ? { phone: location.phone } : {}) });
    }
  }
  return {
    slug: 'teams',
    title: 'Our Team',
    seo: { title: `Our Team | ${tenant.name}`, description: `Meet the people at ${tenant.name}: sales, service and parts, location by location.` },
    sections: [
      teamGrid('team', 'Meet the team', `The people who look after you at ${tenant.name}, location by location.`, members),
      ctaButtons('join', 'Want to join us?', [['See our vacancies', '/careers'], ['Contact us', '/contact-us', 'secondary']]),
    ],
  };
}
