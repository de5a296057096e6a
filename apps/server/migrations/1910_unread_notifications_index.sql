-- The unread notifications of one user: what "Mark all read" updates and the dashboard counts
-- (docs/PRODUCT.md "Notifications and live updates"). The (user_id, created_at) index made both walk every
-- notification the user ever had, read ones included; the bench's write floor fell by half once the
-- buyers had a few thousand. A partial index holds only the unread rows, which stay few.
CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE status = 'unread';
