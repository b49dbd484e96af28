// Shows what the portal handed over: the legacy site receives email and order_number.
const params = new URLSearchParams(window.location.search);
document.getElementById('order-number').textContent = params.get('order_number') || '–';
document.getElementById('email').textContent = params.get('email') || '–';
