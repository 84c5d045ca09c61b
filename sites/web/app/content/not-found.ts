/** The 404 page. */
export const notFound = {
  title: '404 Page Not Found',
  description: 'The page you are looking for does not exist or has moved.',
  eyebrow: 'Error 404',
  heading: '404 Page Not Found',
  intro: "We couldn't find the page you were looking for. It may have moved, or the address may be mistyped.",
  linksHeading: 'Try one of these instead',
  links: [
    { label: 'Go to the home page', href: '/', description: 'Products and use cases' },
    { label: 'Contact us', href: '/contact', description: 'We reply within 24 hours' },
    { label: 'Read the blog', href: '/blog', description: 'AI industry insights' },
  ],
} as const;
