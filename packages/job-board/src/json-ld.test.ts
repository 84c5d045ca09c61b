import { describe, expect, it } from 'vitest';
import { makeJob } from './fixtures';
import { jobPostingJsonLd, serializeJsonLd, toEmploymentType } from './json-ld';

const options = {
  siteUrl: 'https://www.joognoo.com/',
  hiringOrganization: { name: 'Joognoo', sameAs: 'https://www.joognoo.com', logo: 'https://www.joognoo.com/images/logo.svg' },
};

describe('jobPostingJsonLd', () => {
  it('given an office job with a salary, it is a complete schema.org JobPosting', () => {
    const ld = jobPostingJsonLd(makeJob({ location: { city: 'Bangalore', state: 'Karnataka', country: 'India', isRemote: false } }), options);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior Full-Stack Engineer',
      datePosted: '2025-10-02T02:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Joognoo',
        sameAs: 'https://www.joognoo.com',
        logo: 'https://www.joognoo.com/images/logo.svg',
      },
      identifier: { '@type': 'PropertyValue', name: 'Joognoo', value: '1' },
      directApply: false,
      url: 'https://www.joognoo.com/careers/senior-full-stack-engineer-singapore',
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Bangalore',
          addressRegion: 'Karnataka',
          addressCountry: 'India',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'SGD',
        value: { '@type': 'QuantitativeValue', minValue: 120000, maxValue: 160000, unitText: 'YEAR' },
      },
    });
    expect(ld).not.toHaveProperty('jobLocationType');
    expect(ld.description).toContain('<p>Build the web applications');
    expect(ld.description).toContain('<h3>Responsibilities</h3><ul><li>Design, build and ship features</li></ul>');
  });

  it('given a remote job, it is TELECOMMUTE with the country as applicant location', () => {
    const ld = jobPostingJsonLd(makeJob({ location: { city: '', state: null, country: 'Australia', isRemote: true } }), options);
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Australia' });
    expect(ld).not.toHaveProperty('jobLocation');
  });

  it('given one salary bound only, it has no baseSalary', () => {
    expect(jobPostingJsonLd(makeJob({ salaryMax: null }), options)).not.toHaveProperty('baseSalary');
  });

  it('escapes HTML in the description text', () => {
    const ld = jobPostingJsonLd(makeJob({ overview: 'Use <script> & more' }), options);
    expect(ld.description).toContain('<p>Use &lt;script&gt; &amp; more</p>');
  });

  it('maps employment types', () => {
    expect(toEmploymentType('Full-time')).toBe('FULL_TIME');
    expect(toEmploymentType('Part-time')).toBe('PART_TIME');
    expect(toEmploymentType('Contract')).toBe('CONTRACTOR');
    expect(toEmploymentType('Temporary')).toBe('TEMPORARY');
    expect(toEmploymentType('Internship')).toBe('INTERN');
    expect(toEmploymentType('Gig')).toBe('OTHER');
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element it is placed in', () => {
    const json = serializeJsonLd({ title: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>' });
  });
});
