import { http } from '../http/http.ts';

/**
 * Signing out on this browser (decision 108): its push subscription stops receiving the person's
 * notifications (the server forgets the endpoint while the session still proves whose it is), and
 * the browser drops the subscription, so the next person here starts without one.
 */
export async function signOutDevice(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  try {
    await http.post('/graphql', {
      query: 'mutation ForgetPushEndpoint($endpoint: String!) { forgetPushEndpoint(endpoint: $endpoint) }',
      variables: { endpoint: subscription.endpoint },
    });
  } finally {
    await subscription.unsubscribe();
  }
}
