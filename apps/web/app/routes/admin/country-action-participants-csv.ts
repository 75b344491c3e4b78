/** A placeholder until its issue-15 resource route lands (registered in routes.ts). */
export function loader() {
  return new Response(null, { status: 404 });
}
